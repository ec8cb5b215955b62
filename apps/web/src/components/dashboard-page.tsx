import { type ReactNode, useId } from 'react';

interface DashboardPageProps {
  title: string;
  /** One sentence under the heading: what the page is for. */
  intro?: string;
  children: ReactNode;
}

/** A dashboard page's frame: the document title, the heading the page is named by, and its content. */
export function DashboardPage({ title, intro, children }: DashboardPageProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="min-w-0 space-y-6">
      <title>{`${title} · Partsmith`}</title>
      <div className="space-y-1">
        <h2 id={headingId} className="text-2xl font-bold text-graphite-900">
          {title}
        </h2>
        {intro && <p className="text-graphite-600">{intro}</p>}
      </div>
      {children}
    </section>
  );
}
