import { formatCents, type QuickOrderRowCheck } from '@partsmith/contracts';
import { LineIcon } from '../../../components/ui/line-icon';
import { Table, type TableColumn } from '../../../components/ui/table';

const CHECK = 'M5 13l4 4L19 7';
const WARNING =
  'M12 9v4m0 4h.01M10.3 3.9 1.8 18a2 2 0 0 0 1.7 3h17a2 2 0 0 0 1.7-3L13.7 3.9a2 2 0 0 0-3.4 0z';

/** The row's lines in the text: its own, and those whose quantities were added to it. */
function linesOf(row: QuickOrderRowCheck): string {
  return [row.line, ...row.alsoOnLines].join(', ');
}

/** Whether a row can be added, in words and an icon, never by colour alone. */
function RowStatus({ row }: { row: QuickOrderRowCheck }) {
  if (row.problem === null)
    return (
      <span className="inline-flex items-center gap-1.5 text-graphite-800">
        <LineIcon d={CHECK} />
        Can be added
      </span>
    );
  return (
    <span className="inline-flex items-start gap-1.5 font-medium text-danger-700">
      <LineIcon d={WARNING} round />
      <span>
        <span className="sr-only">Row {row.line} cannot be added: </span>
        {row.problem}
      </span>
    </span>
  );
}

const COLUMNS: TableColumn<QuickOrderRowCheck>[] = [
  { header: 'Row', cell: linesOf, width: 'w-16' },
  { header: 'Part number', cell: (row) => row.partNumber || '—', width: 'w-44', className: 'font-mono' },
  { header: 'Name', cell: (row) => row.part?.name ?? '—' },
  { header: 'Quantity', cell: (row) => row.quantity ?? '—', numeric: true, width: 'w-24' },
  {
    header: 'Unit price',
    cell: (row) => (row.unitPriceCents === null ? '—' : formatCents(row.unitPriceCents)),
    numeric: true,
    width: 'w-28',
  },
  {
    header: 'Line total',
    cell: (row) => (row.lineTotalCents === null ? '—' : formatCents(row.lineTotalCents)),
    numeric: true,
    width: 'w-28',
  },
  { header: 'Status', cell: (row) => <RowStatus row={row} />, width: 'w-64' },
];

/** Each row of a quick order: its part and price, or the rule it breaks beside it. */
export function QuickOrderRows({ caption, rows }: { caption: string; rows: QuickOrderRowCheck[] }) {
  return <Table caption={caption} columns={COLUMNS} rows={rows} rowKey={(row) => String(row.line)} />;
}
