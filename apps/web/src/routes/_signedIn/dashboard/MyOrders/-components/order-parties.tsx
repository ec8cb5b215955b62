import { addressLines, type Order } from '@partsmith/contracts';
import type { ReactNode } from 'react';

/** Who ordered, where the parts go (a checkout's address in its lines, or a "Buy now" order's text), and the PO. */
export function OrderParties({ order }: { order: Order }) {
  const shipTo = order.shipTo ? addressLines(order.shipTo) : [order.address];
  return (
    <div className="grid gap-6 rounded-md border border-graphite-200 bg-white p-5 sm:grid-cols-2 sm:p-6">
      <Block title="Ship to">
        <address className="not-italic">
          {shipTo.map((line) => (
            <span key={line} className="block break-words">
              {line}
            </span>
          ))}
          <span className="block">{order.phone}</span>
        </address>
      </Block>
      <Block title="Ordered by">
        <dl className="space-y-2">
          <Row label="Name">{order.customer.name}</Row>
          <Row label="Email">{order.customer.email}</Row>
          {order.poNumber && <Row label="PO number">{order.poNumber}</Row>}
        </dl>
      </Block>
    </div>
  );
}

function Block({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="space-y-3" aria-label={title}>
      <h3 className="text-sm font-semibold tracking-widest text-accent-700 uppercase">{title}</h3>
      <div className="text-graphite-900">{children}</div>
    </section>
  );
}

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-sm text-graphite-600">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
