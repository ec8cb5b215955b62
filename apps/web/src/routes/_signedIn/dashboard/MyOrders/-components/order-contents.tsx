import { formatCents, type Order, type OrderLine, orderFigures, TAX_EXEMPT_NOTE } from '@partsmith/contracts';
import { Table, type TableColumn } from '../../../../../components/ui/table';

const columns: TableColumn<OrderLine>[] = [
  {
    header: 'Part number',
    cell: (line) => line.partNumber,
    className: 'font-mono wrap-anywhere',
    width: 'w-36',
  },
  { header: 'Part', cell: (line) => line.name, className: 'font-medium text-graphite-900 wrap-anywhere' },
  { header: 'Unit price', cell: (line) => formatCents(line.unitPriceCents), numeric: true, width: 'w-28' },
  { header: 'Quantity', cell: (line) => line.quantity, numeric: true, width: 'w-24' },
  { header: 'Line total', cell: (line) => formatCents(line.lineTotalCents), numeric: true, width: 'w-28' },
];

/** What the order sold, line by line, then its sums as the invoice prints them: subtotal, shipping, tax, total. */
export function OrderContents({ order }: { order: Order }) {
  const figures = orderFigures(order);
  const count = order.lines.length;
  return (
    <div className="space-y-4">
      <Table
        caption={`${count} ${count === 1 ? 'line' : 'lines'}`}
        columns={columns}
        rows={order.lines}
        rowKey={(line) => String(line.lineNo)}
      />
      <dl
        aria-label="Order total"
        className="ml-auto max-w-md space-y-1 rounded-md border border-graphite-200 bg-white p-4 text-sm"
      >
        {figures.rows.map((row) => (
          <div key={row.label} className="flex justify-between gap-4">
            <dt className="text-graphite-700">{row.label}</dt>
            <dd className="text-right text-graphite-900 tabular-nums">{formatCents(row.cents)}</dd>
          </div>
        ))}
        <div className="flex justify-between gap-4 border-t border-graphite-200 pt-2 text-base font-bold">
          <dt className="text-graphite-900">{figures.total.label}</dt>
          <dd className="text-right text-graphite-900 tabular-nums" data-testid="order-total">
            {formatCents(figures.total.cents)}
          </dd>
        </div>
        {order.taxExempt && <p className="pt-1 text-graphite-700">{TAX_EXEMPT_NOTE}</p>}
      </dl>
    </div>
  );
}
