interface LineIconProps {
  /** The path of a 24 × 24 outline drawing. */
  d: string;
  strokeWidth?: number;
  /** Round ends and corners, for short strokes that would look clipped otherwise. */
  round?: boolean;
}

/** A decorative outline icon in the text colour; the button or link around it carries the name. */
export function LineIcon({ d, strokeWidth = 2, round = false }: LineIconProps) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-5"
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
    >
      <path d={d} {...(round && { strokeLinecap: 'round', strokeLinejoin: 'round' })} />
    </svg>
  );
}
