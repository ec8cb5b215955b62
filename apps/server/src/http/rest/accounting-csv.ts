import { formatCreditNoteNumber, formatOrderNumber, type Order } from '@partsmith/contracts';
import { csvAmount as amount, csvRow } from '../../shared/csv-row';

/** The export's columns (decision 0061): one row per order line; the order's own figures on its first line. */
export const ACCOUNTING_COLUMNS = [
  'order',
  'placed_at',
  'paid_at',
  'status',
  'customer',
  'customer_email',
  'po_number',
  'ship_to_country',
  'tax_exempt',
  'line',
  'part_number',
  'part_name',
  'quantity',
  'unit_price',
  'line_total',
  'order_subtotal',
  'order_shipping',
  'order_tax',
  'order_total',
  'refunded_at',
  'credit_note',
] as const;

export const accountingHeader = () => csvRow(ACCOUNTING_COLUMNS);

/** The rows of one order: a row per line, its totals once (on line 1), so a column's sum is the period's. */
export function accountingRows(order: Order): string {
  return order.lines
    .map((line, index) => {
      const first = index === 0;
      return csvRow([
        formatOrderNumber(order.number),
        order.createdAt,
        order.paidAt,
        order.status,
        order.customer.name,
        order.customer.email,
        order.poNumber,
        order.shipTo?.country ?? null,
        order.taxExempt ? 'yes' : 'no',
        line.lineNo,
        line.partNumber,
        line.name,
        line.quantity,
        amount(line.unitPriceCents),
        amount(line.lineTotalCents),
        first ? amount(order.subtotalCents) : null,
        first ? amount(order.shippingCents) : null,
        first ? amount(order.taxCents) : null,
        first ? amount(order.totalCents) : null,
        order.refundedAt,
        order.creditNoteNumber === null ? null : formatCreditNoteNumber(order.creditNoteNumber),
      ]);
    })
    .join('');
}
