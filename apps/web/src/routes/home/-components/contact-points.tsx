const POINTS = [
  {
    title: 'Quotes within one working day',
    text: 'Bulk orders, custom runs and parts not in the catalogue.',
  },
  {
    title: 'Counter staff who know parts',
    text: 'Tell us the machine and the part number; we find the match.',
  },
  { title: 'Our own delivery fleet', text: 'We schedule the drop-off with you, not with a courier.' },
] as const;

/** What a buyer gets from writing to us, beside the contact form. */
export function ContactPoints() {
  return (
    <ul className="space-y-5">
      {POINTS.map((point) => (
        <li key={point.title} className="flex gap-3">
          <svg
            viewBox="0 0 24 24"
            aria-hidden="true"
            className="mt-0.5 size-5 shrink-0 text-accent-700"
            fill="none"
          >
            <path d="M5 12.5l4.5 4.5L19 7.5" stroke="currentColor" strokeWidth="2.5" strokeLinecap="round" />
          </svg>
          <div>
            <p className="font-semibold text-graphite-900">{point.title}</p>
            <p className="text-sm text-graphite-600">{point.text}</p>
          </div>
        </li>
      ))}
    </ul>
  );
}
