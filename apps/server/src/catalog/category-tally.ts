import type { CategoryFilters, Facet, Product } from '@partsmith/contracts';
import type { SpecificationValue } from '@partsmith/db';
import type { AttributeRow } from './category-attributes';
import type { PartFacts } from './load-catalogue-snapshot';

/**
 * One attribute's values of a category's parts, as columns aligned with the parts: a number each (NaN for none),
 * or a code each into the values seen (-1 for none; yes/no are codes 0 and 1). Walking typed arrays is what keeps
 * a walk over 40,000 parts within a few milliseconds.
 */
type Column =
  | { attribute: AttributeRow; numbers: Float64Array }
  | { attribute: AttributeRow; codes: Int32Array; dictionary: string[] };

/** A category's parts in one sort's order, with their attributes' columns. */
export interface CategoryColumns {
  parts: readonly Product[];
  columns: Column[];
}

const YES_NO = ['yes', 'no'];

/** A part's own value of `key`: an attribute keyed like an Object method ("constructor") reads none from the prototype. */
const ownValue = (values: Readonly<Record<string, SpecificationValue>>, key: string) =>
  Object.hasOwn(values, key) ? values[key] : undefined;

/** The columns of `attributes` for `parts` (their order kept), from the parts' specification values. */
export function categoryColumns(
  parts: readonly Product[],
  facts: ReadonlyMap<string, PartFacts>,
  attributes: AttributeRow[],
): CategoryColumns {
  const valuesOf = parts.map((part) => facts.get(part.id)?.values ?? {});
  const columns = attributes.map((attribute): Column => {
    if (attribute.kind === 'number') {
      const numbers = new Float64Array(parts.length).fill(Number.NaN);
      valuesOf.forEach((values, index) => {
        const value = ownValue(values, attribute.key);
        if (typeof value === 'number') numbers[index] = value;
      });
      return { attribute, numbers };
    }
    const dictionary = attribute.kind === 'boolean' ? [...YES_NO] : [];
    const codeOf = new Map(dictionary.map((value, code) => [value, code]));
    const codes = new Int32Array(parts.length).fill(-1);
    valuesOf.forEach((values, index) => {
      const raw = ownValue(values, attribute.key);
      if (raw === undefined) return;
      const value = attribute.kind === 'boolean' ? (raw === true ? 'yes' : 'no') : String(raw);
      let code = codeOf.get(value);
      if (code === undefined) {
        code = dictionary.push(value) - 1;
        codeOf.set(value, code);
      }
      codes[index] = code;
    });
    return { attribute, codes, dictionary };
  });
  return { parts, columns };
}

/** One of the page's active filters, on the part at an index: an attribute's, the price range, or in stock. */
interface Condition {
  /** The facet whose counts leave this filter out: an attribute's column, or the price or stock figure. */
  of: Column | 'price' | 'inStock';
  passes: (index: number) => boolean;
}

/** NaN (no value) fails both comparisons: a part without a value is in no range. */
const within = (value: number, low: number, high: number) => value >= low && value <= high;

function conditionsOf({ parts, columns }: CategoryColumns, filters: CategoryFilters): Condition[] {
  const conditions: Condition[] = [];
  for (const column of columns) {
    const { key } = column.attribute;
    if ('numbers' in column) {
      const range = filters.ranges.get(key);
      if (!range) continue;
      const low = range.min ?? Number.NEGATIVE_INFINITY;
      const high = range.max ?? Number.POSITIVE_INFINITY;
      conditions.push({
        of: column,
        passes: (index) => within(column.numbers[index] ?? Number.NaN, low, high),
      });
      continue;
    }
    const chosen = filters.choices.get(key);
    if (!chosen) continue;
    const wanted = new Uint8Array(column.dictionary.length);
    column.dictionary.forEach((value, code) => {
      wanted[code] = chosen.includes(value) ? 1 : 0;
    });
    conditions.push({ of: column, passes: (index) => wanted[column.codes[index] ?? -1] === 1 });
  }
  if (filters.inStock)
    conditions.push({ of: 'inStock', passes: (index) => (parts[index]?.quantity ?? 0) > 0 });
  const low = filters.minPrice ?? Number.NEGATIVE_INFINITY;
  const high = filters.maxPrice ?? Number.POSITIVE_INFINITY;
  if (filters.minPrice !== null || filters.maxPrice !== null) {
    conditions.push({
      of: 'price',
      passes: (index) => within(parts[index]?.priceCents ?? Number.NaN, low, high),
    });
  }
  return conditions;
}

/** A column's tally while the parts are walked: each code's count, or the numbers' extent. */
class Counter {
  readonly counts: Int32Array;
  lowest = Number.POSITIVE_INFINITY;
  highest = Number.NEGATIVE_INFINITY;
  constructor(readonly column: Column) {
    this.counts = new Int32Array('codes' in column ? column.dictionary.length : 0);
  }
  add(index: number) {
    const { column } = this;
    if ('numbers' in column) {
      const value = column.numbers[index] ?? Number.NaN;
      if (Number.isNaN(value)) return;
      if (value < this.lowest) this.lowest = value;
      if (value > this.highest) this.highest = value;
      return;
    }
    const code = column.codes[index] ?? -1;
    if (code >= 0) this.counts[code] = (this.counts[code] ?? 0) + 1;
  }
}

/** What a category page counts among its parts (decision 0056): each facet under the page's OTHER filters. */
export interface CategoryTally {
  /** Whether each part passes every filter (1) or not (0), in the parts' order. */
  passes: Uint8Array;
  total: number;
  inStockCount: number;
  price: { lowest: number | null; highest: number | null };
  facets: Facet[];
}

/**
 * One walk over a category's parts: which pass every filter, and every facet's counts. A part that passes every
 * filter counts in every facet; one that fails exactly one filter counts only in that filter's own facet (its
 * counts leave its own filter out); one that fails two counts nowhere.
 */
export function tallyCategory(category: CategoryColumns, filters: CategoryFilters): CategoryTally {
  const { parts, columns } = category;
  const conditions = conditionsOf(category, filters);
  const counters = columns.map((column) => new Counter(column));
  const counterOf = new Map(counters.map((counter) => [counter.column, counter]));
  const passes = new Uint8Array(parts.length);
  let total = 0;
  let inStockCount = 0;
  let lowestPrice = Number.POSITIVE_INFINITY;
  let highestPrice = Number.NEGATIVE_INFINITY;

  for (let index = 0; index < parts.length; index += 1) {
    let failed: Condition | null = null;
    let failures = 0;
    for (const condition of conditions) {
      if (condition.passes(index)) continue;
      failures += 1;
      failed = condition;
      if (failures > 1) break;
    }
    const part = parts[index];
    if (!part) continue;
    if (failures === 0) {
      passes[index] = 1;
      total += 1;
      if (part.quantity > 0) inStockCount += 1;
      if (part.priceCents < lowestPrice) lowestPrice = part.priceCents;
      if (part.priceCents > highestPrice) highestPrice = part.priceCents;
      for (const counter of counters) counter.add(index);
    } else if (failures === 1 && failed) {
      // Passing the others: counted where this filter is the one left out. A part failing "in stock" has none.
      if (failed.of === 'price') {
        if (part.priceCents < lowestPrice) lowestPrice = part.priceCents;
        if (part.priceCents > highestPrice) highestPrice = part.priceCents;
      } else if (failed.of !== 'inStock') counterOf.get(failed.of)?.add(index);
    }
  }

  return {
    passes,
    total,
    inStockCount,
    price: { lowest: finiteOrNull(lowestPrice), highest: finiteOrNull(highestPrice) },
    facets: counters.map((counter) => toFacet(counter, filters)),
  };
}

const finiteOrNull = (value: number) => (Number.isFinite(value) ? value : null);

function toFacet({ column, counts, lowest, highest }: Counter, filters: CategoryFilters): Facet {
  const { attribute } = column;
  if ('numbers' in column) {
    const range = filters.ranges.get(attribute.key);
    return {
      kind: 'number',
      key: attribute.key,
      name: attribute.name,
      unit: attribute.unit,
      lowest: finiteOrNull(lowest),
      highest: finiteOrNull(highest),
      min: range?.min ?? null,
      max: range?.max ?? null,
    };
  }
  const counted = new Map<string, number>();
  column.dictionary.forEach((value, code) => {
    if ((counts[code] ?? 0) > 0) counted.set(value, counts[code] ?? 0);
  });
  const chosen = filters.choices.get(attribute.key) ?? [];
  // A chosen value stays on show at 0, so it can be unchosen.
  for (const value of chosen) if (!counted.has(value)) counted.set(value, 0);
  const order = attribute.kind === 'boolean' ? YES_NO : [...counted.keys()].sort(naturally);
  return {
    kind: attribute.kind === 'boolean' ? 'boolean' : 'choice',
    key: attribute.key,
    name: attribute.name,
    values: order
      .filter((value) => counted.has(value))
      .map((value) => ({ value, count: counted.get(value) ?? 0, selected: chosen.includes(value) })),
  };
}

const naturally = (a: string, b: string) => a.localeCompare(b, 'en', { numeric: true });
