import { carrierName, formatOrderNumber, type PackingSlip } from '@partsmith/contracts';
import { createTextWriter, MARGIN, PAGE_SIZE } from '../orders/invoice/pdf-text-writer';

const RIGHT = PAGE_SIZE[0] - MARGIN;
const PART_NUMBER_WIDTH = 130;
const QUANTITY_X = RIGHT;
const NAME_WIDTH = RIGHT - MARGIN - PART_NUMBER_WIDTH - 80;

export interface PackingSlipPdf {
  filename: string;
  pdf: Uint8Array;
}

/** The warehouse's packing slip of one parcel on an A4 page: order, parcel, ship-to, its lines; no prices. */
export async function renderPackingSlipPdf(slip: PackingSlip, shopName: string): Promise<PackingSlipPdf> {
  // Loaded on the first slip, not at start-up (as the invoice's).
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  const orderNumber = formatOrderNumber(slip.orderNumber);
  const { shipment } = slip;
  pdf.setTitle(`Packing slip ${orderNumber} parcel ${shipment.number}`);
  pdf.setAuthor(shopName);
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const text = createTextWriter(pdf.addPage(PAGE_SIZE));
  const body = { font: regular, size: 10 };
  const heading = { ...body, font: bold };

  text.write(shopName, { font: bold, size: 16 });
  text.down(12);
  text.write('Packing slip', { font: bold, size: 20 });
  text.down(6);
  const facts: [string, string][] = [
    ['Order', orderNumber],
    ['Parcel', String(shipment.number)],
    ['Carrier', carrierName(shipment.carrier)],
    ['Tracking number', shipment.trackingNumber ?? '-'],
  ];
  for (const [label, value] of facts) {
    text.draw(label, heading);
    text.write(value, { ...body, x: MARGIN + 120 });
  }
  text.down(14);
  text.write('Ship to', heading);
  for (const line of slip.shipTo) text.write(line, body);
  text.write(slip.phone, body);
  text.down(18);
  text.draw('Part number', heading);
  text.draw('Part', { ...heading, x: MARGIN + PART_NUMBER_WIDTH });
  text.write('Quantity', { ...heading, x: QUANTITY_X, alignRight: true });
  text.rule();
  text.down(4);
  for (const line of shipment.lines) {
    text.draw(line.partNumber, { ...body, width: PART_NUMBER_WIDTH - 10 });
    text.draw(String(line.quantity), { ...body, x: QUANTITY_X, alignRight: true });
    text.write(line.name, { ...body, x: MARGIN + PART_NUMBER_WIDTH, width: NAME_WIDTH });
    text.down(6);
  }
  text.rule();
  const units = shipment.lines.reduce((sum, line) => sum + line.quantity, 0);
  text.write(`${units} ${units === 1 ? 'unit' : 'units'} in this parcel`, {
    ...heading,
    x: QUANTITY_X,
    alignRight: true,
  });
  return { filename: `packing-slip-${orderNumber}-${shipment.number}.pdf`, pdf: await pdf.save() };
}
