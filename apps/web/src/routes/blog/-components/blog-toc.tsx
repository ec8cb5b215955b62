import { Link } from '@tanstack/react-router';
import type { BlogArticle } from '../../../content/blog-article';

export function BlogToc({ articles }: { articles: BlogArticle[] }) {
  return (
    <nav aria-labelledby="blog-toc" className="lg:sticky lg:top-24 lg:self-start">
      <h2 id="blog-toc" className="mb-3 text-xs font-semibold tracking-widest text-graphite-500 uppercase">
        In this blog
      </h2>
      <ol className="space-y-1 border-l-2 border-graphite-200">
        {articles.map((article, position) => (
          <li key={article.slug}>
            <Link
              to="/blog"
              hash={article.slug}
              className="-ml-0.5 flex gap-2 border-l-2 border-transparent py-1.5 pl-4 text-sm text-graphite-700 hover:border-accent-500 hover:text-graphite-900"
            >
              <span aria-hidden="true" className="font-mono text-graphite-500">
                {String(position + 1).padStart(2, '0')}
              </span>
              {article.title}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
