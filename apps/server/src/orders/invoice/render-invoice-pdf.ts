import type { InvoiceContent } from './invoice-content';
import { createTextWriter, MARGIN, PAGE_SIZE } from './pdf-text-writer';

const RIGHT = PAGE_SIZE[0] - MARGIN;
/** Right edges of the quantity, unit price and amount columns; the item takes what is left of them. */
const COLUMNS = { quantity: RIGHT - 170, unitPrice: RIGHT - 85, amount: RIGHT };
const ITEM_WIDTH = COLUMNS.quantity - 40 - MARGIN;
/** A sum's label ("Shipping: Express (delivered in 1–2 working days)") may reach left over the item column. */
const SUM_LABEL_WIDTH = COLUMNS.unitPrice - MARGIN;

/** Lays an invoice (or a credit note) out on one A4 page with the standard Helvetica fonts. */
export async function renderInvoicePdf(content: InvoiceContent): Promise<Uint8Array> {
  // Loaded on the first invoice, not at start-up (like stripe and sharp).
  const { PDFDocument, StandardFonts } = await import('pdf-lib');
  const pdf = await PDFDocument.create();
  pdf.setTitle(content.title);
  pdf.setAuthor(content.seller[0] ?? '');
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const text = createTextWriter(pdf.addPage(PAGE_SIZE));
  const body = { font: regular, size: 10 };
  const right = (x: number) => ({ ...body, x, alignRight: true });

  for (const [index, line] of content.seller.entries())
    text.write(line, index === 0 ? { font: bold, size: 16 } : body);
  text.down(18);
  text.write(content.title, { font: bold, size: 20 });
  text.down(6);
  for (const [label, value] of content.facts) {
    text.draw(label, { ...body, font: bold });
    text.write(value, { ...body, x: MARGIN + 120, width: RIGHT - MARGIN - 120 });
  }
  text.down(14);
  text.write('Bill to', { ...body, font: bold });
  for (const line of content.buyer) text.write(line, body);
  text.down(8);
  text.write('Ship to', { ...body, font: bold });
  for (const line of content.shipTo) text.write(line, body);
  text.down(18);

  const heading = { ...body, font: bold };
  text.draw('Item', heading);
  text.draw('Quantity', { ...heading, x: COLUMNS.quantity, alignRight: true });
  text.draw('Unit price', { ...heading, x: COLUMNS.unitPrice, alignRight: true });
  text.write('Amount', { ...heading, x: COLUMNS.amount, alignRight: true });
  text.rule();
  text.down(4);
  for (const line of content.lines) {
    text.draw(line.quantity, right(COLUMNS.quantity));
    text.draw(line.unitPrice, right(COLUMNS.unitPrice));
    text.draw(line.amount, right(COLUMNS.amount));
    text.write(line.description, { ...body, width: ITEM_WIDTH });
    text.down(6);
  }
  text.rule();
  text.down(4);
  for (const [label, value] of content.sums) {
    text.draw(value, right(COLUMNS.amount));
    text.write(label, { ...body, x: COLUMNS.unitPrice, width: SUM_LABEL_WIDTH, alignRight: true });
  }
  const [totalLabel, total] = content.total;
  text.draw(totalLabel, { ...heading, x: COLUMNS.unitPrice, alignRight: true });
  text.write(total, { ...heading, x: COLUMNS.amount, alignRight: true });
  text.down(12);
  for (const note of content.notes) text.write(note, body);
  text.down(18);
  text.write(content.footer, body);
  return pdf.save();
}
