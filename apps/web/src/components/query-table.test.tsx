import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CursorSearch } from '../lib/list-search';
import { QueryTable } from './query-table';

interface Part {
  id: string;
  name: string;
}

const COLUMNS = [{ header: 'Name', cell: (part: Part) => part.name }];

function parts(count: number): Part[] {
  return Array.from({ length: count }, (_, index) => ({ id: `p-${index}`, name: `Part ${index + 1}` }));
}

function renderTable(items: Part[], total: number, page: number, pages: number[]) {
  const paging = { page, pageSize: 2, setPage: (next: number) => pages.push(next) };
  render(
    <QueryTable
      query={{ data: { items, total }, isFetching: false }}
      caption="Parts"
      columns={COLUMNS}
      empty="No parts yet"
      numbered
      paging={paging}
    />,
  );
}

describe('QueryTable', () => {
  it('numbers the rows on across pages and moves through the pages it is given', async () => {
    const pages: number[] = [];
    renderTable(parts(2), 5, 2, pages);
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();
    expect(screen.getAllByText('3').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(pages).toEqual([3, 1]);
  });

  it('says the list is empty instead of showing headers over nothing', () => {
    renderTable([], 0, 1, []);
    expect(screen.getByText('No parts yet')).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('takes the reader back to the last page when theirs no longer exists', () => {
    const pages: number[] = [];
    renderTable([], 3, 4, pages);
    expect(pages).toEqual([2]);
  });

  it('numbers a keyset page from its first serial, says how many of how many, and turns by its cursors', async () => {
    const turns: CursorSearch[] = [];
    const data = {
      items: parts(2),
      nextCursor: 'n',
      previousCursor: 'p',
      firstSerial: 21,
      total: 10_000,
      totalCapped: true,
    };
    render(
      <QueryTable
        query={{ data, isFetching: false }}
        caption="Parts"
        columns={COLUMNS}
        empty="No parts yet"
        numbered
        cursors={{ search: { after: 'x' }, turnPage: (cursor) => turns.push(cursor) }}
      />,
    );
    expect(screen.getByText('21–22 of 10,000+')).toBeTruthy();
    expect(screen.getAllByText('22').length).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Next' }));
    await userEvent.click(screen.getByRole('button', { name: 'Previous' }));
    expect(turns).toEqual([{ after: 'n' }, { before: 'p' }]);
  });

  it('takes the reader back to the first page when a keyset page they were on has emptied', () => {
    const turns: CursorSearch[] = [];
    const data = {
      items: [],
      nextCursor: null,
      previousCursor: null,
      firstSerial: 41,
      total: 40,
      totalCapped: false,
    };
    render(
      <QueryTable
        query={{ data, isFetching: false }}
        caption="Parts"
        columns={COLUMNS}
        empty="No parts yet"
        cursors={{ search: { after: 'x' }, turnPage: (cursor) => turns.push(cursor) }}
      />,
    );
    expect(turns).toEqual([{}]);
  });
});
