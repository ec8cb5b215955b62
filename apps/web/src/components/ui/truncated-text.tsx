import { truncate } from '@partsmith/contracts';

interface TruncatedTextProps {
  text: string;
  /**
   * Cut after this many characters (the spec's 15-character descriptions). Without it, the text is cut where the
   * column ends in the table layout and wraps whole on a card (the container is the Table's).
   */
  maxLength?: number;
  className?: string;
}

/**
 * A table cell's text that may be cut short: the whole text shows as a tooltip on hover, and screen readers
 * always read all of it (an ellipsis drawn by CSS leaves the text whole; a cut made here keeps a hidden copy).
 */
export function TruncatedText({ text, maxLength, className = '' }: TruncatedTextProps) {
  if (maxLength === undefined) {
    return (
      <span title={text} className={`block @4xl:truncate ${className}`}>
        {text}
      </span>
    );
  }
  const shown = truncate(text, maxLength);
  if (shown === text) return <span className={className}>{text}</span>;
  return (
    <span title={text} className={className}>
      <span aria-hidden="true">{shown}</span>
      <span className="sr-only">{text}</span>
    </span>
  );
}
