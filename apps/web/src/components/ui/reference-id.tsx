interface ReferenceIdProps {
  /** A payment's transaction id (`pi_…`) or a refund's id (`re_…`). */
  id: string;
  className?: string;
}

/**
 * An id people read out and copy: it moves to the next line whole rather than breaking mid-string. Only where a
 * whole line is narrower than the id is it cut with an ellipsis drawn by CSS, so the text (selection, copying,
 * screen readers) and the tooltip still hold all of it.
 */
export function ReferenceId({ id, className = '' }: ReferenceIdProps) {
  return (
    <span title={id} className={`inline-block max-w-full truncate align-bottom font-mono ${className}`}>
      {id}
    </span>
  );
}
