import { Suspense, startTransition, useRef, useState } from 'react';
import { ChunkBoundary } from '../../../components/query-error';
import { lazyComponent } from '../../../lib/lazy-component';
import { type ContactDraft, ContactFormDraft } from './contact-form-draft';
import { ContactPoints } from './contact-points';
import { SectionHeading } from './section-heading';

const loadContactForm = () => import('./contact-form');
const ContactForm = lazyComponent(() => loadContactForm().then((module) => module.ContactForm));

/**
 * 'CONTACT US': the form is plain HTML until the visitor focuses, presses or types in it; then its code loads. A
 * transition keeps the draft on screen (and typed into) until the real form is ready to take its place.
 */
export function ContactSection() {
  const [started, setStarted] = useState(false);
  const handOver = useRef<ContactDraft | null>(null);
  const start = useSwapOnceLoaded(() => startTransition(() => setStarted(true)));
  const draft = <ContactFormDraft onStart={start.load} onPress={start.press} handOver={handOver} />;
  return (
    <section aria-labelledby="contact-us" className="mx-auto max-w-6xl px-4 py-16 sm:px-6">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.2fr]">
        <div>
          <SectionHeading id="contact-us" title="CONTACT US">
            Need a part you cannot find, a bulk quote or a custom run? Write to us.
          </SectionHeading>
          <ContactPoints />
        </div>
        <div className="rounded-md border border-graphite-200 bg-white p-6 shadow-sm sm:p-8">
          <ChunkBoundary what="contact form">
            <Suspense fallback={draft}>{started ? <ContactForm handOver={handOver} /> : draft}</Suspense>
          </ChunkBoundary>
        </div>
      </div>
    </section>
  );
}

/**
 * Loads the real form's code, then swaps it in, but never while a pointer is down on the draft: a press that
 * began on the draft's Send button and ended on the real one would be no click at all, and the message unsent.
 */
function useSwapOnceLoaded(swap: () => void) {
  const state = useRef({ loading: false, loaded: false, pressed: false }).current;
  const swapWhenFree = () => state.loaded && !state.pressed && swap();
  const load = () => {
    if (state.loading) return;
    state.loading = true;
    // A failed load swaps in too: the lazy form then fails the same way, and ChunkBoundary says so.
    loadContactForm()
      .catch(() => undefined)
      .then(() => {
        state.loaded = true;
        swapWhenFree();
      });
  };
  const press = () => {
    state.pressed = true;
    load();
    // The click (and the draft's submit) is dispatched with the pointerup; the swap waits for the next task.
    const release = () => {
      state.pressed = false;
      swapWhenFree();
    };
    addEventListener('pointerup', () => setTimeout(release), { once: true });
  };
  return { load, press };
}
