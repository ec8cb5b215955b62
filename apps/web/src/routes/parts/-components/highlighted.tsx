import { matchedSegments } from '@partsmith/contracts';
import { Fragment } from 'react';

/** `text` with the words `search` matched marked, as the server matches them (decision 0059). */
export function Highlighted({ text, search }: { text: string; search: string | undefined }) {
  if (!search) return text;
  let offset = 0;
  return matchedSegments(text, search).map((segment) => {
    const key = offset;
    offset += segment.text.length;
    return segment.match ? (
      <mark key={key} className="rounded-sm bg-accent-100 px-0.5 text-inherit">
        {segment.text}
      </mark>
    ) : (
      <Fragment key={key}>{segment.text}</Fragment>
    );
  });
}
