import { faqs } from '../../../content/home';
import { BandSection } from './band-section';

/** 'ASK QUERY': native <details> gives keyboard operation and the expanded state to assistive tech for free. */
export function FaqSection() {
  return (
    <BandSection
      id="ask-query"
      title="ASK QUERY"
      intro="Answers to what buyers ask us most."
      borders="border-t"
      width="max-w-3xl"
    >
      <div className="divide-y divide-graphite-200 rounded-md border border-graphite-200">
        {faqs.map((faq) => (
          <details key={faq.question} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 font-semibold text-graphite-900 hover:bg-graphite-50 [&::-webkit-details-marker]:hidden">
              {faq.question}
              <svg
                viewBox="0 0 24 24"
                aria-hidden="true"
                className="size-5 shrink-0 text-accent-700 transition-transform group-open:rotate-45"
                fill="none"
                stroke="currentColor"
                strokeWidth="2"
              >
                <path d="M12 5v14M5 12h14" strokeLinecap="round" />
              </svg>
            </summary>
            <p className="px-5 pb-5 leading-relaxed text-graphite-700">{faq.answer}</p>
          </details>
        ))}
      </div>
    </BandSection>
  );
}
