import { CatchBoundary } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { QueryError } from '../../../components/query-error';
import { useNearViewport } from '../../../lib/use-near-viewport';
import { LAZY_CHUNK_TIMEOUT_MS } from '../../../lib/web-constants';
import { withTimeout } from '../../../lib/with-timeout';
import { ContactFormPlaceholder } from './contact-form-placeholder';
import { ContactPoints } from './contact-points';
import { SectionHeading } from './section-heading';

const ContactForm = lazy(() =>
  withTimeout(import('./contact-form'), LAZY_CHUNK_TIMEOUT_MS).then((module) => ({
    default: module.ContactForm,
  })),
);

/** 'CONTACT US': the heading renders at once; the form's code loads as it nears the screen (or when idle). */
export function ContactSection() {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <section aria-labelledby="contact-us" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <SectionHeading id="contact-us" title="CONTACT US">
            Need a part you cannot find, a bulk quote or a custom run? Write to us.
          </SectionHeading>
          <ContactPoints />
        </div>
        <div ref={ref} className="rounded-md border border-graphite-200 bg-white p-6 shadow-sm sm:p-8">
          <CatchBoundary
            getResetKey={() => 'contact-form'}
            errorComponent={() => (
              <QueryError
                message="The contact form could not load."
                onRetry={() => window.location.reload()}
              />
            )}
          >
            {near ? (
              <Suspense fallback={<ContactFormPlaceholder />}>
                <ContactForm />
              </Suspense>
            ) : (
              <ContactFormPlaceholder />
            )}
          </CatchBoundary>
        </div>
      </div>
    </section>
  );
}
