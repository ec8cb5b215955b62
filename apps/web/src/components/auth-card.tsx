import type { ReactNode } from 'react';

/** The frame of the sign-in pages: one narrow card, readable at 360 px. */
export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-labelledby="auth-title" className="mx-auto w-full max-w-md px-4 py-12 sm:py-16">
      <title>{`${title} · Partsmith`}</title>
      <div className="space-y-6 rounded-md border border-graphite-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 id="auth-title" className="text-2xl font-bold tracking-tight text-graphite-900">
          {title}
        </h1>
        {children}
      </div>
    </section>
  );
}
