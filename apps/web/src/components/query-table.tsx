import type { KeysetPage, Page } from '@partsmith/contracts';
import { type ReactNode, useEffect } from 'react';
import type { CursorSearch } from '../lib/list-search';
import { CursorPager } from './ui/cursor-pager';
import { Pager } from './ui/pager';
import { Table, type TableColumn } from './ui/table';

interface QueryTableProps<Row extends { id: string }> {
  /** The page's `useSuspenseQuery` of what its route's loader fetched; busy while it refetches after a change. */
  query: { data: Page<Row> | KeysetPage<Row>; isFetching: boolean };
  /** Names the table for screen readers; sighted readers have the page's heading. */
  caption: string;
  columns: TableColumn<Row>[];
  empty: ReactNode;
  /** Leads with the spec's SL column, counting on across pages. */
  numbered?: boolean;
  /** For server-paged lists by offset (`useListNavigation`); without it or `cursors` every row is on the one page. */
  paging?: { page: number; pageSize: number; setPage: (page: number) => void };
  /** For keyset-paged lists (decision 0033): the URL's cursor and `useListNavigation`'s `turnPage`. */
  cursors?: { search: CursorSearch; turnPage: (cursor: CursorSearch) => void };
}

/**
 * The paged lists (the admin pages, My Orders): the empty notice, or the table and its pager. Loading and failing
 * are the router's (`pendingComponent`, `errorComponent`): the route's loader fetched this page before the table
 * renders.
 */
export function QueryTable<Row extends { id: string }>(props: QueryTableProps<Row>) {
  const { query, caption, numbered, paging, cursors, columns, empty } = props;
  const { data } = query;
  const keyset = 'firstSerial' in data ? data : null;
  const lastPage = paging ? Math.max(1, Math.ceil(data.total / paging.pageSize)) : null;
  const pastTheEnd = cursors && keyset?.items.length === 0 && (cursors.search.after || cursors.search.before);
  useEffect(() => {
    // Deleting the last row of the last page would leave the reader on a page that no longer exists.
    if (paging && lastPage !== null && paging.page > lastPage) paging.setPage(lastPage);
    if (pastTheEnd && cursors) cursors.turnPage({});
  }, [paging, lastPage, pastTheEnd, cursors]);

  if (data.items.length === 0) {
    // A plain notice: an empty table (or a lone empty card) would show headers with nothing under them.
    return (
      <p className="rounded-md border border-dashed border-graphite-300 bg-white p-8 text-center text-graphite-600">
        {empty}
      </p>
    );
  }
  const offset = keyset ? keyset.firstSerial - 1 : paging ? (paging.page - 1) * paging.pageSize : 0;
  const serial: TableColumn<Row> = {
    header: 'SL',
    cell: (_row, index) => offset + index + 1,
    width: 'w-12',
    className: 'text-graphite-600',
  };
  return (
    <div aria-busy={query.isFetching} className="space-y-4">
      <Table
        caption={caption}
        captionHidden
        columns={numbered ? [serial, ...columns] : columns}
        rows={data.items}
        rowKey={(row) => row.id}
      />
      {cursors && keyset && <CursorPager page={keyset} onTurn={cursors.turnPage} />}
      {paging && (
        <Pager
          page={paging.page}
          pageSize={paging.pageSize}
          total={data.total}
          onPageChange={paging.setPage}
        />
      )}
    </div>
  );
}
