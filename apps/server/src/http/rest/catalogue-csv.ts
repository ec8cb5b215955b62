import {
  CATALOGUE_PART_COLUMNS,
  type CatalogueExportPage,
  SPECIFICATION_COLUMN_PREFIX,
} from '@partsmith/contracts';
import { breaksCell, specificationCell } from '../../shared/catalogue-cells';
import { csvAmount, csvRow } from '../../shared/csv-row';

export const catalogueHeader = ({ specificationKeys }: CatalogueExportPage) =>
  csvRow([
    ...CATALOGUE_PART_COLUMNS,
    ...specificationKeys.map((key) => `${SPECIFICATION_COLUMN_PREFIX}${key}`),
  ]);

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
