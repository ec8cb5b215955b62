import { formatCents, type Order } from '@partsmith/contracts';
import type { ReactNode } from 'react';
import { PartImage } from '../../../../../components/part-image';

/** The spec's order details (image, productName, description, price, orderQuantity, productId) and the buyer's. */
export function OrderSummary({ order }: { order: Order }) {
  const orderRows: [string, ReactNode][] = [
    ['Product', order.productName],
    ['Description', order.productDescription],
    ['Price', `${formatCents(order.totalCents)} (${order.quantity} × ${formatCents(order.unitPriceCents)})`],
    ['Quantity', order.quantity],
    ['Product ID', <span className="font-mono text-sm break-all">{order.productId}</span>],
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
        src={order.imageUrl}
        name={order.productName}
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
