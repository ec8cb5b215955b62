import {
  AppError,
  type Carrier,
  MESSAGES,
  type Order,
  SHIPMENT_MESSAGES,
  type Shipment,
} from '@partsmith/contracts';
import { type Queryable, shipmentLines, shipments } from '@partsmith/db';
import { recordAudit } from '../audit/record-audit';
import type { JobQueue, JobTransaction } from '../jobs/job-queue';
import { lockOrder } from '../orders/lock-order';
import { orderShippedMail } from '../orders/order-mails';
import { readOrder } from '../orders/order-row';
import { transitionOrder } from '../orders/transition-order';
import { sqlStateOf } from '../shared/database-error';
import { readShipments } from './read-shipments';
import { unitsShippedPerLine } from './units-shipped';

export interface ParcelLine {
  lineNo: number;
  quantity: number;
}

export interface RecordShipmentOptions {
  now: () => Date;
  jobs: JobQueue;
  actorId: string;
  orderId: string;
  /** Every line left when null: the legacy "mark shipped". */
  lines: ParcelLine[] | null;
  carrier: Carrier;
  trackingNumber: string | null;
  /** For the mail's link to the order's page. */
  publicUrl?: string;
}

export interface RecordedShipment {
  shipment: Shipment;
  order: Order;
  /** The order's status before the parcel (it changes on the first parcel and the last). */
  from: Order['status'];
}

/** The units asked for, checked against what each line has left: a human 400/409 before anything is written. */
function checkLines(lines: ParcelLine[], left: Map<number, number>): void {
  for (const { lineNo, quantity } of lines) {
    const units = left.get(lineNo);
    if (units === undefined) throw new AppError('BAD_REQUEST', SHIPMENT_MESSAGES.lineUnknown(lineNo));
    if (quantity > units) throw new AppError('CONFLICT', SHIPMENT_MESSAGES.tooMany(lineNo, units));
  }
}

/**
 * One parcel of an order, in the caller's transaction (decision 0067): the order row locked first, the units
 * checked against what is left, the parcel and its lines written (the database's trigger refuses an over-ship
 * anyway), the status moved (paid → partly_shipped, or → shipped with the last units), both audited, and the
 * buyer's mail with the tracking link queued.
 */
export async function recordShipment(
  tx: Queryable & JobTransaction,
  options: RecordShipmentOptions,
): Promise<RecordedShipment> {
  const { now, jobs, actorId, orderId, carrier, trackingNumber, publicUrl } = options;
  const locked = await lockOrder(tx, orderId);
  if (!locked) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  if (locked.status !== 'paid' && locked.status !== 'partly_shipped')
    throw new AppError('CONFLICT', SHIPMENT_MESSAGES.onlyPaidShipped);
  const units = await unitsShippedPerLine(tx, orderId);
  const left = new Map(units.map((line) => [line.lineNo, line.ordered - line.shipped]));
  const lines = (
    options.lines ?? units.map((line) => ({ lineNo: line.lineNo, quantity: line.ordered - line.shipped }))
  )
    .filter((line) => options.lines !== null || line.quantity > 0)
    .sort((a, b) => a.lineNo - b.lineNo);
  if (lines.length === 0) throw new AppError('CONFLICT', SHIPMENT_MESSAGES.nothingLeft);
  checkLines(lines, left);
  const complete = [...left].every(
    ([lineNo, units]) => (lines.find((line) => line.lineNo === lineNo)?.quantity ?? 0) === units,
  );

  const number = (await readShipments(tx, orderId)).length + 1;
  const [row] = await tx
    .insert(shipments)
    .values({ orderId, number, carrier, trackingNumber, createdAt: now(), createdBy: actorId })
    .returning({ id: shipments.id });
  if (!row) throw new Error('shipment not inserted');
  try {
    await tx.insert(shipmentLines).values(lines.map((line) => ({ ...line, orderId, shipmentId: row.id })));
  } catch (error) {
    // The trigger's check_violation: another writer shipped these units first.
    if (sqlStateOf(error) === '23514') throw new AppError('CONFLICT', SHIPMENT_MESSAGES.shippedMeanwhile);
    throw error;
  }
  const event = complete ? 'ship' : 'shipPart';
  const { changed, from } = await transitionOrder(tx, orderId, { type: event, at: now() }, jobs);
  const order = await readOrder(tx, orderId);
  const shipment = (await readShipments(tx, orderId)).find((parcel) => parcel.id === row.id);
  if (!order || !shipment) throw new AppError('NOT_FOUND', MESSAGES.orderNotFound);
  if (changed)
    await recordAudit(tx, {
      actorId,
      action: 'order.ship',
      targetTable: 'orders',
      targetId: orderId,
      before: { status: from },
      after: { status: order.status },
    });
  await recordAudit(tx, {
    actorId,
    action: 'shipment.create',
    targetTable: 'shipments',
    targetId: shipment.id,
    before: null,
    after: { orderId, number, carrier, trackingNumber, lines },
  });
  await jobs.enqueue(tx, 'mail', orderShippedMail(order, shipment, publicUrl));
  return { shipment, order, from };
}
