import { type ReactNode, useId } from 'react';

export interface TableColumn<Row> {
  header: string;
  cell: (row: Row, index: number) => ReactNode;
  /** Classes for this column's header and cells (alignment, width). */
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

/** An accessible data table; on narrow screens it scrolls sideways inside a focusable region. */
export function Table<Row>({ caption, captionHidden, columns, rows, rowKey, empty }: TableProps<Row>) {
  const captionId = useId();
  return (
    <section
      aria-labelledby={captionId}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a region that scrolls sideways must take focus to scroll by keyboard.
      tabIndex={0}
      className="overflow-x-auto rounded-md border border-graphite-200 bg-white"
    >
      <table className="w-full min-w-max border-collapse text-left text-sm">
        <caption
          id={captionId}
          className={captionHidden ? 'sr-only' : 'px-4 py-3 text-left font-semibold text-graphite-900'}
        >
          {caption}
        </caption>
        <thead className="bg-graphite-100 text-xs uppercase tracking-wide text-graphite-700">
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`px-4 py-3 font-semibold ${column.className ?? ''}`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-graphite-200">
          {rows.length === 0 && empty ? (
            <tr>
              <td colSpan={columns.length} className="px-4 py-8 text-center text-graphite-600">
                {empty}
              </td>
            </tr>
          ) : (
            rows.map((row, index) => (
              <tr key={rowKey(row)} className="hover:bg-graphite-50">
                {columns.map((column) => (
                  <td key={column.header} className={`px-4 py-3 align-middle ${column.className ?? ''}`}>
                    {column.cell(row, index)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </section>
  );
}
