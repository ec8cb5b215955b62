import type { ExportedPart } from '@partsmith/contracts';
import { csvAmount } from './csv-row';

/** "50=0.36; 250=0.31": from 50 units, 0.36 each; from 250, 0.31. The import reads it back (decision 0070). */
export function breaksCell(breaks: ExportedPart['priceBreaks']): string {
  return breaks.map((step) => `${step.minimumQuantity}=${csvAmount(step.unitPriceCents)}`).join('; ');
}

/** A specification value as its cell holds it: the number, the choice's text, or yes/no; null for none. */
export function specificationCell(value: number | string | boolean | undefined): string | number | null {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value;
}
