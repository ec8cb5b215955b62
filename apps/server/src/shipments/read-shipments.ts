import { type Shipment, trackingLink } from '@partsmith/contracts';
import { orderLines, type Queryable, shipmentLines, shipments } from '@partsmith/db';
import { and, asc, eq } from 'drizzle-orm';

/** An order's parcels, first first, each with its lines as the order names them (decision 0067). */
export async function readShipments(db: Queryable, orderId: string): Promise<Shipment[]> {
  const rows = await db
    .select({
      id: shipments.id,
      number: shipments.number,
      carrier: shipments.carrier,
      trackingNumber: shipments.trackingNumber,
      createdAt: shipments.createdAt,
      lineNo: shipmentLines.lineNo,
      quantity: shipmentLines.quantity,
      partNumber: orderLines.partNumber,
      name: orderLines.name,
    })
    .from(shipments)
    .innerJoin(shipmentLines, eq(shipmentLines.shipmentId, shipments.id))
    .innerJoin(
      orderLines,
      and(eq(orderLines.orderId, shipmentLines.orderId), eq(orderLines.lineNo, shipmentLines.lineNo)),
    )
    .where(eq(shipments.orderId, orderId))
    .orderBy(asc(shipments.number), asc(shipmentLines.lineNo));
  const byId = new Map<string, Shipment>();
  for (const { lineNo, quantity, partNumber, name, ...row } of rows) {
    const shipment = byId.get(row.id) ?? {
      ...row,
      trackingUrl: trackingLink(row.carrier, row.trackingNumber),
      createdAt: row.createdAt.toISOString(),
      lines: [],
    };
    shipment.lines.push({ lineNo, partNumber, name, quantity });
    byId.set(row.id, shipment);
  }
  return [...byId.values()];
}
