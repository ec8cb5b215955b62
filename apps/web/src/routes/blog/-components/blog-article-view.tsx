import type { BlogArticle } from '../../../content/blog-article';

export function BlogArticleView({ article }: { article: BlogArticle }) {
  const titleId = `${article.slug}-title`;
  return (
    <article
      id={article.slug}
      aria-labelledby={titleId}
      className="rounded-md border border-graphite-200 bg-white p-6 shadow-sm sm:p-10"
    >
      <h2 id={titleId} className="text-2xl font-bold tracking-tight text-graphite-900">
        {article.title}
      </h2>
      <p className="mt-3 border-l-4 border-accent-500 pl-4 text-lg text-graphite-600">{article.summary}</p>
      <div className="mt-8 space-y-8">
        {article.sections.map((section, position) => (
          <section key={position} className="space-y-4">
            {section.heading && (
              <h3 className="text-lg font-semibold text-graphite-900">{section.heading}</h3>
            )}
            {section.paragraphs.map((paragraph) => (
              <p key={paragraph.slice(0, 40)} className="leading-relaxed text-graphite-700">
                {paragraph}
              </p>
            ))}
            {section.code && (
              <pre className="whitespace-pre-wrap break-words rounded-md bg-graphite-900 p-4 text-sm leading-relaxed text-graphite-100">
                <code>{section.code}</code>
              </pre>
            )}
          </section>
        ))}
      </div>
    </article>
  );
}
