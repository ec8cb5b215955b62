import { z } from 'zod';
import { CARRIER_CODES, CARRIERS, type Carrier, parseTrackingNumber } from '../carriers';
import { MESSAGES } from '../messages';
import { SHIPMENT_MESSAGES } from '../shipment-messages';
import { entityId } from './entity-id';

export const ZCarrier = z.enum(CARRIER_CODES, { error: SHIPMENT_MESSAGES.carrierInvalid });

export const ZShipmentId = entityId(SHIPMENT_MESSAGES.shipmentNotFound);
// As orders' ZOrderId: that file imports this one (an order's detail lists its shipments).
const ZOrderId = entityId(MESSAGES.orderNotFound);

/** One line of a parcel: which order line, how many of its units. */
export const ZShipmentLineInput = z.object({
  lineNo: z.number({ error: SHIPMENT_MESSAGES.quantityInvalid }).int().min(1).max(10_000),
  quantity: z
    .number({ error: SHIPMENT_MESSAGES.quantityInvalid })
    .int(SHIPMENT_MESSAGES.quantityInvalid)
    .min(1, SHIPMENT_MESSAGES.quantityInvalid)
    .max(1_000_000, SHIPMENT_MESSAGES.quantityInvalid),
});

/**
 * One parcel of a paid order (decision 0067): some of its units not shipped yet, a carrier and its tracking
 * number (required but for "Other"; blank there means none). The server checks the units against what is left.
 */
export const ZShipmentCreateInput = z
  .object({
    orderId: ZOrderId,
    lines: z.array(ZShipmentLineInput).min(1, SHIPMENT_MESSAGES.linesRequired).max(500),
    carrier: ZCarrier,
    trackingNumber: z.string().max(200, SHIPMENT_MESSAGES.trackingTooLong).default(''),
  })
  .transform((input, context) => {
    const seen = new Set<number>();
    for (const line of input.lines) {
      if (seen.has(line.lineNo))
        context.addIssue({
          code: 'custom',
          path: ['lines'],
          message: SHIPMENT_MESSAGES.lineTwice(line.lineNo),
        });
      seen.add(line.lineNo);
    }
    const optional = CARRIERS[input.carrier].link === null && input.trackingNumber.trim() === '';
    if (optional) return { ...input, trackingNumber: null };
    const parsed = parseTrackingNumber(input.trackingNumber);
    if ('number' in parsed) return { ...input, trackingNumber: parsed.number };
    context.addIssue({ code: 'custom', path: ['trackingNumber'], message: parsed.problem });
    return z.NEVER;
  });
export type ShipmentCreateInput = z.output<typeof ZShipmentCreateInput>;

export const ZShipmentLine = z.object({
  lineNo: z.number().int(),
  partNumber: z.string(),
  name: z.string(),
  quantity: z.number().int(),
});

/** A parcel as admins and its buyer see it; `trackingUrl` is the carrier's page (`trackingLink`), or null. */
export const ZShipment = z.object({
  id: z.string(),
  /** 1, 2, … within its order. */
  number: z.number().int(),
  carrier: ZCarrier,
  trackingNumber: z.string().nullable(),
  trackingUrl: z.string().nullable(),
  createdAt: z.string(),
  lines: z.array(ZShipmentLine),
});
export type Shipment = z.infer<typeof ZShipment>;

/** An order line with how many of its units have shipped, for the Ship form (what is left is the difference). */
export const ZLineToShip = ZShipmentLine.omit({ quantity: true }).extend({
  ordered: z.number().int(),
  shipped: z.number().int(),
});
export type LineToShip = z.infer<typeof ZLineToShip>;

export const ZOrderShipmentsInput = z.object({ orderId: ZOrderId });

/** An order's parcels so far and what each line has left to ship. */
export const ZOrderShipments = z.object({
  orderId: z.string(),
  lines: z.array(ZLineToShip),
  shipments: z.array(ZShipment),
});
export type OrderShipments = z.infer<typeof ZOrderShipments>;

export const ZPackingSlipInput = z.object({ orderId: ZOrderId, shipmentId: ZShipmentId });

/** What the warehouse's packing slip prints: no prices. */
export const ZPackingSlip = z.object({
  orderNumber: z.number().int(),
  shipment: ZShipment,
  customerName: z.string(),
  shipTo: z.array(z.string()),
  phone: z.string(),
});
export type PackingSlip = z.infer<typeof ZPackingSlip>;

export type { Carrier };

/**
 * The admin's Ship form as typed (decision 0067): units per order line (`left[i]` still to ship; blank or 0 for
 * none of it), the carrier, its tracking number. The server checks all of it again against the locked order.
 */
export function shipmentFormFields(left: readonly number[]) {
  return z
    .object({ quantities: z.array(z.string()), carrier: ZCarrier, trackingNumber: z.string() })
    .superRefine((fields, context) => {
      let units = 0;
      fields.quantities.forEach((text, index) => {
        const trimmed = text.trim();
        const quantity = trimmed === '' ? 0 : Number(trimmed);
        const most = left[index] ?? 0;
        const problem = !/^\d*$/.test(trimmed)
          ? SHIPMENT_MESSAGES.quantityInvalid
          : quantity > most
            ? SHIPMENT_MESSAGES.tooMany(index + 1, most)
            : null;
        if (problem) context.addIssue({ code: 'custom', path: ['quantities', index], message: problem });
        else units += quantity;
      });
      if (units === 0 && fields.quantities.length > 0)
        context.addIssue({
          code: 'custom',
          path: ['quantities', 0],
          message: SHIPMENT_MESSAGES.linesRequired,
        });
      if (CARRIERS[fields.carrier].link === null && fields.trackingNumber.trim() === '') return;
      const tracking = parseTrackingNumber(fields.trackingNumber);
      if ('problem' in tracking)
        context.addIssue({ code: 'custom', path: ['trackingNumber'], message: tracking.problem });
    });
}
export type ShipmentFormFields = z.input<ReturnType<typeof shipmentFormFields>>;
