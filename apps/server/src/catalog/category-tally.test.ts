import type { CatalogueSort, CategoryFilters, Product } from '@partsmith/contracts';
import type { SpecificationValue } from '@partsmith/db';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { AttributeRow } from './category-attributes';
import { categoryColumns, tallyCategory } from './category-tally';
import type { PartFacts } from './load-catalogue-snapshot';
import { sortedPage, sortParts } from './sorted-page';

/** A category's line: a number with a unit, a choice and a yes/no. */
const ATTRIBUTES: AttributeRow[] = [
  { id: 'a1', key: 'diameter', name: 'Diameter', kind: 'number', unit: 'mm' },
  { id: 'a2', key: 'material', name: 'Material', kind: 'choice', unit: null },
  { id: 'a3', key: 'locking', name: 'Self-locking', kind: 'boolean', unit: null },
];
const MATERIALS = ['Steel', 'Brass', 'Stainless'];

const arbitraryPart = fc.record({
  priceCents: fc.integer({ min: 0, max: 1000 }),
  quantity: fc.integer({ min: 0, max: 3 }),
  name: fc.constantFrom('Nut', 'Bolt', 'Washer', 'nut'),
  minute: fc.integer({ min: 0, max: 50 }),
  diameter: fc.option(fc.constantFrom(4, 6, 10, 12.5), { nil: undefined }),
  material: fc.option(fc.constantFrom(...MATERIALS), { nil: undefined }),
  locking: fc.option(fc.boolean(), { nil: undefined }),
});

/** Filters, each left out with the chance `sparse` (the more often, the more parts pass and the more pages). */
const filtersArbitrary = (sparse = 0.2) => {
  const freq = Math.max(1, Math.round(1 / sparse));
  return fc.record({
    diameter: fc.option(
      fc.record({
        min: fc.option(fc.constantFrom(4, 6, 10), { nil: null, freq }),
        max: fc.option(fc.constantFrom(6, 12), { nil: null, freq }),
      }),
      { nil: undefined, freq },
    ),
    material: fc.option(fc.subarray([...MATERIALS, 'Bronze'], { minLength: 1 }), { nil: undefined, freq }),
    locking: fc.option(fc.subarray(['yes', 'no'], { minLength: 1 }), { nil: undefined, freq }),
    inStock: fc.boolean(),
    minPrice: fc.option(fc.integer({ min: 0, max: 600 }), { nil: null, freq }),
    maxPrice: fc.option(fc.integer({ min: 400, max: 1000 }), { nil: null, freq }),
  });
};
const arbitraryFilters = filtersArbitrary();

type Drawn<A> = A extends fc.Arbitrary<infer T> ? T : never;

const byId = (a: Product, b: Product) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
/** The catalogue's sorts as the database orders them (C collation for names), the id breaking ties. */
const ORDERS: Record<CatalogueSort, (a: Product, b: Product) => number> = {
  newest: (a, b) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || byId(b, a),
  'price-asc': (a, b) => a.priceCents - b.priceCents || byId(a, b),
  'price-desc': (a, b) => b.priceCents - a.priceCents || byId(b, a),
  name: (a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0) || byId(a, b),
};

function shop(drawn: Drawn<typeof arbitraryPart>[]) {
  const facts = new Map<string, PartFacts>();
  const parts = drawn.map((part, index): Product => {
    const id = `00000000-0000-7000-8000-${String(index).padStart(12, '0')}`;
    const values: Record<string, SpecificationValue> = {};
    if (part.diameter !== undefined) values.diameter = part.diameter;
    if (part.material !== undefined) values.material = part.material;
    if (part.locking !== undefined) values.locking = part.locking;
    facts.set(id, { categoryId: 'c', values });
    return {
      id,
      name: part.name,
      priceCents: part.priceCents,
      quantity: part.quantity,
      createdAt: new Date(Date.UTC(2030, 0, 1, 0, part.minute)).toISOString(),
    } as Product;
  });
  return { parts, facts };
}

function toFilters(drawn: Drawn<typeof arbitraryFilters>): CategoryFilters {
  const choices = new Map<string, string[]>();
  if (drawn.material) choices.set('material', drawn.material);
  if (drawn.locking) choices.set('locking', drawn.locking);
  const ranges = new Map<string, { min: number | null; max: number | null }>();
  if (drawn.diameter) ranges.set('diameter', drawn.diameter);
  return {
    choices,
    ranges,
    inStock: drawn.inStock,
    minPrice: drawn.minPrice,
    maxPrice: drawn.maxPrice,
  } as CategoryFilters;
}

/** The rules as the SQL they replace said them: each filter a condition, a facet's counts without its own. */
function reference(parts: Product[], facts: Map<string, PartFacts>, filters: CategoryFilters) {
  const valuesOf = (part: Product) => facts.get(part.id)?.values ?? {};
  const passes = (part: Product, except: string | null) => {
    const values = valuesOf(part);
    for (const [key, chosen] of filters.choices) {
      if (key === except) continue;
      const value = values[key];
      const asText = typeof value === 'boolean' ? (value ? 'yes' : 'no') : value;
      if (asText === undefined || !chosen.includes(String(asText))) return false;
    }
    for (const [key, { min, max }] of filters.ranges) {
      if (key === except) continue;
      const value = values[key];
      if (typeof value !== 'number' || (min !== null && value < min) || (max !== null && value > max))
        return false;
    }
    if (except !== 'inStock' && filters.inStock && part.quantity <= 0) return false;
    if (except !== 'price' && filters.minPrice !== null && part.priceCents < filters.minPrice) return false;
    if (except !== 'price' && filters.maxPrice !== null && part.priceCents > filters.maxPrice) return false;
    return true;
  };
  const counts = (key: string) => {
    const counted: Record<string, number> = {};
    for (const part of parts.filter((p) => passes(p, key))) {
      const value = valuesOf(part)[key];
      if (value === undefined) continue;
      const text = typeof value === 'boolean' ? (value ? 'yes' : 'no') : String(value);
      counted[text] = (counted[text] ?? 0) + 1;
    }
    return counted;
  };
  const extent = (numbers: number[]) =>
    numbers.length === 0
      ? { lowest: null, highest: null }
      : { lowest: Math.min(...numbers), highest: Math.max(...numbers) };
  const diameters = parts
    .filter((p) => passes(p, 'diameter'))
    .map((p) => valuesOf(p).diameter)
    .filter((value): value is number => typeof value === 'number');
  return {
    matching: parts.filter((p) => passes(p, null)).map((p) => p.id),
    total: parts.filter((p) => passes(p, null)).length,
    inStockCount: parts.filter((p) => passes(p, 'inStock') && p.quantity > 0).length,
    price: extent(parts.filter((p) => passes(p, 'price')).map((p) => p.priceCents)),
    diameter: extent(diameters),
    material: counts('material'),
    locking: counts('locking'),
  };
}

describe('a category page counted in memory', () => {
  it('counts, totals and extents as the filters say, each facet without its own filter', () => {
    fc.assert(
      fc.property(fc.array(arbitraryPart, { maxLength: 40 }), arbitraryFilters, (drawn, drawnFilters) => {
        const { parts, facts } = shop(drawn);
        const filters = toFilters(drawnFilters);
        const tally = tallyCategory(categoryColumns(parts, facts, ATTRIBUTES), filters);
        const expected = reference(parts, facts, filters);
        expect(tally.total).toBe(expected.total);
        expect(tally.inStockCount).toBe(expected.inStockCount);
        expect(tally.price).toEqual(expected.price);
        const facet = (key: string) => tally.facets.find((f) => f.key === key);
        const number = facet('diameter');
        expect(number?.kind === 'number' && { lowest: number.lowest, highest: number.highest }).toEqual(
          expected.diameter,
        );
        for (const key of ['material', 'locking']) {
          const choice = facet(key);
          const shown = choice && choice.kind !== 'number' ? choice.values : [];
          // Every value with parts, and a chosen value at 0 so it can be unchosen; nothing else.
          const counted = Object.fromEntries(shown.filter((v) => v.count > 0).map((v) => [v.value, v.count]));
          expect(counted).toEqual(expected[key as 'material' | 'locking']);
          const zeros = shown.filter((v) => v.count === 0).map((v) => v.value);
          expect(zeros.every((value) => filters.choices.get(key)?.includes(value))).toBe(true);
        }
      }),
      { numRuns: 300 },
    );
  });

  it('pages through exactly the matching parts in the sort, forward and back, 12 at a time', () => {
    fc.assert(
      fc.property(
        fc.array(arbitraryPart, { minLength: 20, maxLength: 60 }),
        filtersArbitrary(0.5),
        fc.constantFrom<CatalogueSort>('newest', 'price-asc', 'price-desc', 'name'),
        (drawn, drawnFilters, sort) => {
          const { parts, facts } = shop(drawn);
          const filters = toFilters(drawnFilters);
          const sorted = sortParts(parts, sort);
          const { passes } = tallyCategory(categoryColumns(sorted, facts, ATTRIBUTES), filters);
          const matching = new Set(reference(parts, facts, filters).matching);
          const expected = parts
            .filter((part) => matching.has(part.id))
            .sort(ORDERS[sort])
            .map((part) => part.id);

          const pages = [];
          let page = sortedPage({ sorted, passes: (i) => passes[i] === 1, input: { sort } });
          pages.push(page);
          while (page.nextCursor) {
            page = sortedPage({
              sorted,
              passes: (i) => passes[i] === 1,
              input: { sort, after: page.nextCursor },
            });
            pages.push(page);
          }
          expect(pages.flatMap((p) => p.items.map((item) => item.id))).toEqual(expected);
          expect(pages.slice(0, -1).every((p) => p.items.length === 12)).toBe(true);
          // Back from the last page to the first, the same pages in turn.
          for (let index = pages.length - 1; index > 0; index -= 1) {
            const back = sortedPage({
              sorted,
              passes: (i) => passes[i] === 1,
              input: { sort, before: pages[index]?.previousCursor ?? '' },
            });
            expect(back.items.map((item) => item.id)).toEqual(pages[index - 1]?.items.map((item) => item.id));
          }
        },
      ),
      { numRuns: 200 },
    );
  });
});
