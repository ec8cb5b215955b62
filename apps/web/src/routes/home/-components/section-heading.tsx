import type { ReactNode } from 'react';

interface SectionHeadingProps {
  id: string;
  /** The spec's section name, shown as written ('OUR PARTS', 'REVIEWS'…). */
  title: string;
  children?: ReactNode;
}

/** Heading of a home page section; `id` lets the section name itself via aria-labelledby. */
export function SectionHeading({ id, title, children }: SectionHeadingProps) {
  return (
    <div className="mb-8 max-w-2xl space-y-2">
      <h2
        id={id}
        className="flex items-center gap-3 text-2xl font-bold tracking-wide text-graphite-900 sm:text-3xl"
      >
        <span aria-hidden="true" className="h-7 w-1.5 rounded-full bg-accent-500" />
        {title}
      </h2>
      {children && <p className="text-graphite-600">{children}</p>}
    </div>
  );
}
