import { carrierName, type Shipment } from '@partsmith/contracts';
import { buttonClasses } from '../../../../../components/ui/button-classes';
import { formatDateTime } from '../../../../../lib/format-date-time';

/** Where the warehouse's packing slip of a parcel is served (admins only, decision 0067). */
const packingSlipPath = (orderId: string, shipmentId: string) =>
  `/api/orders/${orderId}/shipments/${shipmentId}/packing-slip.pdf`;

function ShipmentCard({ orderId, shipment, admin }: { orderId: string; shipment: Shipment; admin: boolean }) {
  const headingId = `parcel-${shipment.number}`;
  return (
    <li className="rounded-md border border-graphite-200 p-4">
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h4 id={headingId} className="font-semibold text-graphite-900">
          Parcel {shipment.number}: {carrierName(shipment.carrier)}
        </h4>
        <time dateTime={shipment.createdAt} className="text-sm text-graphite-700">
          Sent {formatDateTime(shipment.createdAt)}
        </time>
      </div>
      <p className="mt-1 text-sm text-graphite-700 wrap-anywhere">
        {shipment.trackingNumber === null ? (
          'No tracking number'
        ) : shipment.trackingUrl ? (
          <a
            href={shipment.trackingUrl}
            target="_blank"
            rel="noopener noreferrer"
            className="font-medium text-accent-700 underline underline-offset-2 hover:text-accent-900"
          >
            Track {shipment.trackingNumber} with {carrierName(shipment.carrier)}
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
        ) : (
          <>Tracking number {shipment.trackingNumber}</>
        )}
      </p>
      <ul className="mt-3 space-y-1 text-sm">
        {shipment.lines.map((line) => (
          <li key={line.lineNo} className="flex flex-wrap gap-x-3">
            <span className="font-semibold text-graphite-900 tabular-nums">{line.quantity} ×</span>
            <span className="text-graphite-900 wrap-anywhere">{line.name}</span>
            <span className="font-mono text-graphite-700 wrap-anywhere">{line.partNumber}</span>
          </li>
        ))}
      </ul>
      {admin && (
        <a
          href={packingSlipPath(orderId, shipment.id)}
          download
          className={buttonClasses({ variant: 'secondary', size: 'sm' }, 'mt-3')}
        >
          Packing slip {shipment.number} (PDF)
        </a>
      )}
    </li>
  );
}

/** The order's parcels, first first, each with its lines and tracking link; admins get its packing slip. */
export function OrderShipments({
  orderId,
  shipments,
  admin,
}: {
  orderId: string;
  shipments: Shipment[];
  admin: boolean;
}) {
  if (shipments.length === 0) return null;
  return (
    <section
      aria-labelledby="order-parcels"
      className="rounded-md border border-graphite-200 bg-white p-5 sm:p-6"
    >
      <h3 id="order-parcels" className="mb-4 text-sm font-semibold tracking-widest text-accent-700 uppercase">
        Parcels
      </h3>
      <ol className="space-y-3">
        {shipments.map((shipment) => (
          <ShipmentCard key={shipment.id} orderId={orderId} shipment={shipment} admin={admin} />
        ))}
      </ol>
    </section>
  );
}
