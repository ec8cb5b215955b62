import { type ReactNode, useId } from 'react';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Figures: right-aligned in the table layout. */
  numeric?: boolean;
  /** The column's width in the table layout (a class such as 'w-24'); columns without one share what is left. */
  width?: string;
  /** Classes for this column's cells in both layouts (wrapping, colour, weight). */
  className?: string;
}

interface TableProps<Row> {
  /** Names the table for screen readers; shown unless `captionHidden`. */
  caption: string;
  captionHidden?: boolean;
  columns: TableColumn<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
  /** Shown in a single row when `rows` is empty. */
  empty?: ReactNode;
}

/*
 * The layout follows the width the table gets, not the window's (a container query, `@4xl` = 56rem): the
 * dashboard's menu takes a column beside it from 768 px on, so a window width would say nothing about the room.
 * Narrower, each row is a card of "header: value" lines, so every action stays on screen without sideways
 * scrolling; wider, a fixed-layout table that never grows past its box (long text is cut with a tooltip).
 */
const CARD_LABEL = 'text-xs font-semibold tracking-wide text-graphite-600 uppercase @4xl:hidden';

/** The one data table: cards in a narrow space, a table with every column in sight from 56rem on. */
export function Table<Row>({ caption, captionHidden, columns, rows, rowKey, empty }: TableProps<Row>) {
  const captionId = useId();
  return (
    <div className="@container">
      <section
        aria-labelledby={captionId}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: should anything still overflow, the region must take focus to scroll by keyboard.
        tabIndex={0}
        className="overflow-x-auto @4xl:rounded-md @4xl:border @4xl:border-graphite-200 @4xl:bg-white"
      >
        <table className="block w-full text-left text-sm @4xl:table @4xl:table-fixed @4xl:border-collapse">
          <caption
            id={captionId}
            className={
              captionHidden
                ? 'sr-only'
                : 'block pb-3 text-left font-semibold text-graphite-900 @4xl:table-caption @4xl:px-4 @4xl:pt-3'
            }
          >
            {caption}
          </caption>
          {/* Cards repeat each header beside its value, so the header row is only for screen readers there. */}
          <thead className="sr-only bg-graphite-100 text-xs tracking-wide text-graphite-700 uppercase @4xl:not-sr-only @4xl:table-header-group">
            <tr>
              {columns.map((column) => (
                <th
                  key={column.header}
                  scope="col"
                  className={`px-3 py-3 font-semibold ${column.numeric ? 'text-right' : ''} ${column.width ?? ''}`}
                >
                  {column.header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody className="block space-y-3 @4xl:table-row-group @4xl:space-y-0">
            {rows.length === 0 && empty ? (
              <tr className="block @4xl:table-row">
                <td
                  colSpan={columns.length}
                  className="block px-4 py-8 text-center text-graphite-600 @4xl:table-cell"
                >
                  {empty}
                </td>
              </tr>
            ) : (
              rows.map((row, index) => (
                <tr
                  key={rowKey(row)}
                  className="block rounded-md border border-graphite-200 bg-white px-4 py-2 @4xl:table-row @4xl:rounded-none @4xl:border-x-0 @4xl:border-t-0 @4xl:px-0 @4xl:py-0 @4xl:last:border-b-0 @4xl:hover:bg-graphite-50"
                >
                  {columns.map((column) => (
                    <td
                      key={column.header}
                      className={`grid grid-cols-[7.5rem_minmax(0,1fr)] items-baseline gap-x-3 py-1.5 @4xl:table-cell @4xl:px-3 @4xl:py-3 ${column.numeric ? 'tabular-nums @4xl:text-right' : ''} ${column.className ?? ''}`}
                    >
                      <span aria-hidden="true" className={CARD_LABEL}>
                        {column.header}
                      </span>
                      <div className="min-w-0 break-words">{column.cell(row, index)}</div>
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}
