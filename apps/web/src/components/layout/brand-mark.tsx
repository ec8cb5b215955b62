/** The logo glyph: a "P" bent from bar stock, in the accent colour. */
export function BrandMark({ className = 'size-7' }: { className?: string }) {
  return (
    <svg viewBox="0 0 32 32" aria-hidden="true" className={className}>
      <rect width="32" height="32" rx="6" fill="currentColor" className="text-graphite-800" />
      <path
        d="M10 24V8h7.5a5 5 0 0 1 0 10H14v6"
        fill="none"
        stroke="#ea580c"
        strokeWidth="3.5"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
