import { groupThousands, type KeysetPage } from '@partsmith/contracts';
import type { CursorSearch } from '../../lib/list-search';
import { Button } from './button';

interface CursorPagerProps {
  page: Pick<
    KeysetPage<unknown>,
    'nextCursor' | 'previousCursor' | 'firstSerial' | 'total' | 'totalCapped'
  > & {
    items: unknown[];
  };
  onTurn: (cursor: CursorSearch) => void;
}

/**
 * Previous / next through a keyset-paged list (decision 0033), with which rows these are of how many ("21–40 of
 * 10,000+" past the count's cap); hidden when it all fits on one page.
 */
export function CursorPager({ page, onTurn }: CursorPagerProps) {
  const { nextCursor, previousCursor, firstSerial, items } = page;
  if (!nextCursor && !previousCursor) return null;
  const last = firstSerial + items.length - 1;
  const total = `${groupThousands(page.total)}${page.totalCapped ? '+' : ''}`;
  return (
    <nav aria-label="Pages" className="flex items-center justify-between gap-3 text-sm text-graphite-700">
      <Button
        variant="secondary"
        size="sm"
        disabled={!previousCursor}
        onClick={() => previousCursor && onTurn({ before: previousCursor })}
      >
        Previous
      </Button>
      <p aria-live="polite" className="text-center">
        {groupThousands(firstSerial)}–{groupThousands(last)} of {total}
      </p>
      <Button
        variant="secondary"
        size="sm"
        disabled={!nextCursor}
        onClick={() => nextCursor && onTurn({ after: nextCursor })}
      >
        Next
      </Button>
    </nav>
  );
}
