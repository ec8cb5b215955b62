import type { Page } from '@partsmith/contracts';
import type { UseQueryResult } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { QueryError } from './query-error';
import { Pager } from './ui/pager';
import { Spinner } from './ui/spinner';
import { Table, type TableColumn } from './ui/table';

interface QueryTableProps<Row> {
  query: UseQueryResult<Page<Row>, unknown>;
  /** What the rows are, plural ("users"): names the loading and error states. */
  noun: string;
  caption: string;
  captionHidden?: boolean;
  columns: TableColumn<Row>[];
  rowKey: (row: Row) => string;
  empty: ReactNode;
  /** Leads with the spec's SL column, counting on across pages. */
  numbered?: boolean;
  /** For server-paged lists; without it every row is on the one page. */
  paging?: { page: number; pageSize: number; setPage: (page: number) => void };
}

/** The admin pages' list: loading, error with retry, empty, and the table with its pager once rows arrive. */
export function QueryTable<Row>(props: QueryTableProps<Row>) {
  const { query, noun, numbered, paging, columns, empty, ...table } = props;
  const total = query.data?.total;
  const lastPage = paging && total !== undefined ? Math.max(1, Math.ceil(total / paging.pageSize)) : null;
  useEffect(() => {
    // Deleting the last row of the last page would leave the reader on a page that no longer exists.
    if (paging && lastPage !== null && paging.page > lastPage) paging.setPage(lastPage);
  }, [paging, lastPage]);

  if (query.isPending) {
    return (
      <div className="flex justify-center py-12 text-accent-700">
        <Spinner size="lg" label={`Loading ${noun}`} />
      </div>
    );
  }
  if (query.isError) {
    return (
      <QueryError
        message={`We could not load the ${noun}.`}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  if (query.data.items.length === 0) {
    // A plain notice: an empty table (or a lone empty card) would show headers with nothing under them.
    return (
      <p className="rounded-md border border-dashed border-graphite-300 bg-white p-8 text-center text-graphite-600">
        {empty}
      </p>
    );
  }
  const offset = paging ? (paging.page - 1) * paging.pageSize : 0;
  const serial: TableColumn<Row> = {
    header: 'SL',
    cell: (_row, index) => offset + index + 1,
    width: 'w-12',
    className: 'text-graphite-600',
  };
  return (
    <div aria-busy={query.isFetching} className="space-y-4">
      <Table {...table} columns={numbered ? [serial, ...columns] : columns} rows={query.data.items} />
      {paging && (
        <Pager
          page={paging.page}
          pageSize={paging.pageSize}
          total={query.data.total}
          onPageChange={paging.setPage}
        />
      )}
    </div>
  );
}
