import { formatCents, type Order, type OrderLine, orderTitle } from '@partsmith/contracts';
import type { ReactNode } from 'react';
import { PartImage } from '../../../../../components/part-image';

/**
 * The spec's order details (image, productName, description, price, orderQuantity, productId) and the buyer's;
 * an order of several parts lists each line instead.
 */
export function OrderSummary({ order }: { order: Order }) {
  const [first] = order.lines;
  const orderRows: [string, ReactNode][] =
    order.lines.length === 1 && first
      ? [
          ['Product', first.name],
          ['Part number', first.partNumber],
          ['Description', first.description],
          [
            'Price',
            `${formatCents(order.totalCents)} (${first.quantity} × ${formatCents(first.unitPriceCents)})`,
          ],
          ['Quantity', first.quantity],
          ['Product ID', <span className="font-mono text-sm break-all">{first.productId}</span>],
        ]
      : [
          ['Parts', <OrderLines lines={order.lines} />],
          ['Total', formatCents(order.totalCents)],
        ];
  const buyerRows: [string, ReactNode][] = [
    ['Name', order.customer.name],
    ['Email', order.customer.email],
    ['Phone', order.phone],
    ['Address', order.address],
  ];

  return (
    <div className="grid gap-6 rounded-md border border-graphite-200 bg-white p-5 sm:p-6 lg:grid-cols-[14rem_1fr]">
      <PartImage
        src={first?.imageUrl ?? null}
        name={orderTitle(order)}
        width={448}
        height={336}
        eager
        className="aspect-[4/3] rounded-md border border-graphite-200"
      />
      <div className="grid gap-6 md:grid-cols-2">
        <Details title="Order" rows={orderRows} />
        <Details title="Deliver to" rows={buyerRows} />
      </div>
    </div>
  );
}

function Details({ title, rows }: { title: string; rows: [string, ReactNode][] }) {
  return (
    <div className="space-y-3">
      <h3 className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{title}</h3>
      <dl className="space-y-2">
        {rows.map(([label, value]) => (
          <div key={label}>
            <dt className="text-sm text-graphite-600">{label}</dt>
            <dd className="break-words whitespace-pre-line text-graphite-900">{value}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function OrderLines({ lines }: { lines: OrderLine[] }) {
  return (
    <ul className="space-y-1">
      {lines.map((line) => (
        <li key={line.lineNo}>
          {line.quantity} × {line.name} <span className="text-sm text-graphite-600">({line.partNumber})</span>
          , {formatCents(line.lineTotalCents)}
        </li>
      ))}
    </ul>
  );
}
