import type { ReactNode } from 'react';
import { SectionHeading } from './section-heading';

interface BandSectionProps {
  /** The heading's id: the section names itself by it (aria-labelledby). */
  id: string;
  title: string;
  intro: string;
  /** Which edges the band rules off from its neighbours. */
  borders: 'border-t' | 'border-y';
  /** 'max-w-3xl' for a column of text, 'max-w-6xl' for a grid. */
  width: 'max-w-3xl' | 'max-w-6xl';
  children: ReactNode;
}

/** A home page section on a full-width white band, its content in a centred column under its heading. */
export function BandSection({ id, title, intro, borders, width, children }: BandSectionProps) {
  return (
    <section aria-labelledby={id} className={`${borders} border-graphite-200 bg-white`}>
      <div className={`mx-auto ${width} px-4 py-16 sm:px-6`}>
        <SectionHeading id={id} title={title}>
          {intro}
        </SectionHeading>
        {children}
      </div>
    </section>
  );
}
