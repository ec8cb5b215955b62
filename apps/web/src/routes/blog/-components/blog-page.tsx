import { blogArticles } from '../../../content/blog-articles';
import { BlogArticleView } from './blog-article-view';
import { BlogToc } from './blog-toc';

/** The spec's blog: five static Q&A articles, with a table of contents that stays in view on wide screens. */
export function BlogPage() {
  return (
    <div className="mx-auto max-w-6xl px-4 py-12 sm:px-6">
      <title>Blog · Partsmith</title>
      <header className="mb-10 max-w-2xl space-y-3">
        <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">From the workshop</p>
        <h1 className="text-3xl font-bold tracking-tight text-graphite-900 sm:text-4xl">Blog</h1>
        <p className="text-lg text-graphite-600">
          Questions our developers get asked about building fast, reliable web shops, answered.
        </p>
      </header>
      <div className="grid gap-10 lg:grid-cols-[16rem_1fr]">
        <BlogToc articles={blogArticles} />
        <div className="min-w-0 space-y-10">
          {blogArticles.map((article) => (
            <BlogArticleView key={article.slug} article={article} />
          ))}
        </div>
      </div>
    </div>
  );
}
