import {
  IMPORT_MESSAGES,
  MESSAGES,
  type PriceBreak,
  type Specifications,
  specificationProblems,
  withProductRules,
  ZProductFields,
} from '@partsmith/contracts';
import type { CategoryLines, ImportCategory } from './category-lines';
import type { ImportFile } from './read-import-file';

/** A row as it would be saved: the product form's fields, its category and its `spec:` values. */
export interface ImportedPart {
  partNumber: string;
  name: string;
  description: string;
  priceCents: number;
  priceBreaks: PriceBreak[];
  minimumOrderQuantity: number;
  packSize: number;
  maximumPerOrder: number | null;
  quantity: number;
  weightGrams: number;
  category: ImportCategory | null;
  /** The file's values for the category's attributes with a column; a blank cell is none. */
  specifications: Specifications;
}

export type RowReading = { part: ImportedPart } | { partNumber: string; reason: string };

/** The product form's rules on the row's fields (decision 0046): the same schema, numbers given as text. */
const ZImportedFields = withProductRules(
  ZProductFields.pick({
    name: true,
    description: true,
    price: true,
    quantity: true,
    minimumOrderQuantity: true,
    weightGrams: true,
    packSize: true,
    maximumPerOrder: true,
    priceBreaks: true,
    partNumber: true,
  }).required({ weightGrams: true, packSize: true }),
);

/** The export puts an apostrophe before text a spreadsheet would run, or that starts with one (csv-row.ts). */
const unescaped = (cell: string) => (cell.startsWith("'") ? cell.slice(1) : cell);

/** "50=0.36; 250=0.31" as the form's breaks; null when it is not written that way. */
function priceBreaks(cell: string): { minimumQuantity: string; price: string }[] | null {
  if (cell.trim() === '') return [];
  const steps = cell.split(';').map((step) => /^\s*([^=\s]+)\s*=\s*([^=\s]+)\s*$/.exec(step));
  if (steps.some((step) => step === null)) return null;
  return steps.map((step) => ({ minimumQuantity: step?.[1] ?? '', price: step?.[2] ?? '' }));
}

const NUMBER = /^-?\d+(\.\d+)?(e[+-]?\d+)?$/i;

/** A cell as the attribute's kind reads it; anything else is left as text for the rule to name. */
function specificationValue(kind: string, cell: string): number | string | boolean {
  if (kind === 'number' && NUMBER.test(cell)) return Number(cell);
  if (kind === 'boolean' && /^(yes|no)$/i.test(cell)) return cell.toLowerCase() === 'yes';
  return cell;
}

function specifications(file: ImportFile, cells: string[], category: ImportCategory) {
  const values: Specifications = {};
  const kinds = new Map(category.attributes.map((attribute) => [attribute.key, attribute.kind]));
  for (const [key, index] of file.specificationColumns) {
    const cell = (cells[index] ?? '').trim();
    if (cell === '') continue;
    values[key] = specificationValue(kinds.get(key) ?? 'choice', unescaped(cell));
  }
  const [problem] = Object.values(
    specificationProblems({
      categoryName: category.name,
      attributes: category.attributes,
      specifications: values,
    }),
  );
  return problem === undefined ? { values } : { problem };
}

/**
 * One record checked by the rules the product form and the edit service use: the form's fields and the rules
 * between them, the part number's, the category's slug, the attributes of the category's line. The first
 * problem is the row's reason.
 */
export function readRow(file: ImportFile, cells: string[], lines: CategoryLines): RowReading {
  const cell = (column: keyof ImportFile['columns']) => unescaped((cells[file.columns[column]] ?? '').trim());
  const partNumber = cell('part_number');
  const refused = (reason: string) => ({ partNumber, reason });
  if (cells.length !== file.width) return refused(IMPORT_MESSAGES.cellCount(cells.length, file.width));
  if (partNumber === '') return refused(IMPORT_MESSAGES.partNumberRequired);
  const breaks = priceBreaks(cell('price_breaks'));
  if (breaks === null) return refused(IMPORT_MESSAGES.priceBreaksInvalid);
  const parsed = ZImportedFields.safeParse({
    partNumber,
    name: cell('name'),
    description: cell('description'),
    price: cell('price'),
    quantity: cell('stock'),
    minimumOrderQuantity: cell('minimum'),
    weightGrams: cell('weight_grams'),
    packSize: cell('pack_size'),
    maximumPerOrder: cell('maximum_per_order'),
    priceBreaks: breaks,
  });
  if (!parsed.success) return refused(parsed.error.issues[0]?.message ?? IMPORT_MESSAGES.rowInvalid);
  const slug = cell('category');
  const category = slug === '' ? null : lines.bySlug.get(slug);
  if (category === undefined) return refused(IMPORT_MESSAGES.categoryUnknown(slug));
  const values = category === null ? { values: {} } : specifications(file, cells, category);
  if ('problem' in values) return refused(values.problem ?? IMPORT_MESSAGES.rowInvalid);
  const hasValues = [...file.specificationColumns.values()].some(
    (index) => (cells[index] ?? '').trim() !== '',
  );
  if (category === null && hasValues) return refused(MESSAGES.specificationsWithoutCategory);
  const { price, ...fields } = parsed.data;
  return {
    part: {
      ...fields,
      partNumber,
      priceCents: price,
      priceBreaks: fields.priceBreaks ?? [],
      maximumPerOrder: fields.maximumPerOrder ?? null,
      category,
      specifications: values.values,
    },
  };
}
