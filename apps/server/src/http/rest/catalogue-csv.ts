import type { CatalogueExportPage, ExportedPart } from '@partsmith/contracts';
import { csvAmount, csvRow } from '../../shared/csv-row';

/** The part's own columns (decision 0062); a `spec:<key>` column per attribute key follows them. */
const PART_COLUMNS = [
  'part_number',
  'name',
  'description',
  'category',
  'price',
  'price_breaks',
  'minimum',
  'pack_size',
  'maximum_per_order',
  'stock',
  'weight_grams',
] as const;

export const catalogueHeader = ({ specificationKeys }: CatalogueExportPage) =>
  csvRow([...PART_COLUMNS, ...specificationKeys.map((key) => `spec:${key}`)]);

/** "50=0.36; 250=0.31": from 50 units, 0.36 each; from 250, 0.31. */
function breaksCell(breaks: ExportedPart['priceBreaks']): string {
  return breaks.map((step) => `${step.minimumQuantity}=${csvAmount(step.unitPriceCents)}`).join('; ');
}

function specificationCell(value: number | string | boolean | undefined): string | number | null {
  if (value === undefined) return null;
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  return value;
}

/** A page's parts, a row each, their values under the first page's `spec:` columns. */
export function catalogueRows(page: CatalogueExportPage, specificationKeys: readonly string[]): string {
  return page.parts
    .map((part) =>
      csvRow([
        part.partNumber,
        part.name,
        part.description,
        part.category,
        csvAmount(part.priceCents),
        breaksCell(part.priceBreaks),
        part.minimumOrderQuantity,
        part.packSize,
        part.maximumPerOrder,
        part.stock,
        part.weightGrams,
        ...specificationKeys.map((key) => specificationCell(part.specifications[key])),
      ]),
    )
    .join('');
}
