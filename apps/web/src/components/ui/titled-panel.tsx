import type { ReactNode } from 'react';

/** A notice asks for something (accent band); a card holds a task (white, roomier, larger title). */
const TONES = {
  notice: {
    panel: 'space-y-3 rounded-md border border-accent-500/50 bg-accent-50 p-4 sm:p-5',
    title: 'font-semibold text-graphite-900',
  },
  card: {
    panel: 'space-y-5 rounded-md border border-graphite-200 bg-white p-5 sm:p-6',
    title: 'text-lg font-semibold text-graphite-900',
  },
};

interface TitledPanelProps {
  /** The title's id: the panel names itself by it (aria-labelledby), so a screen reader lists it as a region. */
  id: string;
  title: string;
  tone: keyof typeof TONES;
  children: ReactNode;
}

/** A boxed section of a dashboard page under its own h3. */
export function TitledPanel({ id, title, tone, children }: TitledPanelProps) {
  return (
    <section aria-labelledby={id} className={TONES[tone].panel}>
      <h3 id={id} className={TONES[tone].title}>
        {title}
      </h3>
      {children}
    </section>
  );
}
