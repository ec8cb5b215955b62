import { type ReactNode, useId } from 'react';

export function ResumeSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section
      aria-labelledby={headingId}
      className="rounded-md border border-graphite-200 bg-white p-6 sm:p-8"
    >
      <h2 id={headingId} className="mb-5 text-xl font-bold text-graphite-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
