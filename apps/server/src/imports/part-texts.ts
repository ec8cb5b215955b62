import {
  type ImportFieldChange,
  type PriceBreak,
  SPECIFICATION_COLUMN_PREFIX,
  type Specifications,
} from '@partsmith/contracts';
import { breaksCell, specificationCell } from '../shared/catalogue-cells';
import { csvAmount } from '../shared/csv-row';

/** A part's values as the catalogue file writes them. */
export interface PartValues {
  partNumber: string;
  name: string;
  description: string;
  categorySlug: string | null;
  priceCents: number;
  priceBreaks: PriceBreak[];
  minimumOrderQuantity: number;
  packSize: number;
  maximumPerOrder: number | null;
  quantity: number;
  weightGrams: number;
  specifications: Specifications;
}

/** Each column's text, as the export writes it (decision 0062): two parts are the same when these are. */
export function partTexts(part: PartValues): Map<string, string> {
  const texts = new Map<string, string>([
    ['part_number', part.partNumber],
    ['name', part.name],
    ['description', part.description],
    ['category', part.categorySlug ?? ''],
    ['price', csvAmount(part.priceCents)],
    ['price_breaks', breaksCell(part.priceBreaks)],
    ['minimum', String(part.minimumOrderQuantity)],
    ['pack_size', String(part.packSize)],
    ['maximum_per_order', part.maximumPerOrder === null ? '' : String(part.maximumPerOrder)],
    ['stock', String(part.quantity)],
    ['weight_grams', String(part.weightGrams)],
  ]);
  for (const key of Object.keys(part.specifications).sort())
    texts.set(
      `${SPECIFICATION_COLUMN_PREFIX}${key}`,
      String(specificationCell(part.specifications[key]) ?? ''),
    );
  return texts;
}

/** The columns whose text differs, old → new ("" for none). */
export function changesBetween(before: PartValues, after: PartValues): ImportFieldChange[] {
  const old = partTexts(before);
  const next = partTexts(after);
  const fields = [...new Set([...old.keys(), ...next.keys()])];
  return fields.flatMap((field) => {
    const was = old.get(field) ?? '';
    const becomes = next.get(field) ?? '';
    return was === becomes ? [] : [{ field, before: was, after: becomes }];
  });
}
