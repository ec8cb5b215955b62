import type { CategoryTree, Product } from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import {
  type CatalogueContents,
  loadCatalogueContents,
  type PartFacts,
  readCatalogueVersion,
} from './load-catalogue-snapshot';

/** One version of the catalogue in memory, and what answers derive from it (built once per version). */
export interface CatalogueSnapshot {
  version: number;
  /** On sale, newest first. Shared by every reader: never mutate. */
  products: readonly Product[];
  byId: ReadonlyMap<string, Product>;
  /** The category menu, with the parts on sale in each. */
  categories: CategoryTree;
  /** Each categorised part's category and specification values, by part id. */
  facts: ReadonlyMap<string, PartFacts>;
  /** Each part's specification values as its search document holds them, by part id (none: no entry). */
  specificationTexts: ReadonlyMap<string, string>;
  /** The value `build` makes from this version (a serialized answer, say), built on first use and kept. */
  derive<T>(key: string, build: (snapshot: CatalogueSnapshot) => T): T;
}

export interface CatalogueReadModel {
  /** The catalogue as of the newest version this instance knows of, and after every write it has answered. */
  current(): Promise<CatalogueSnapshot>;
  /** The database announced a version (NOTIFY, or the periodic check). */
  observe(version: number): void;
  /** This instance answered a write that may have changed products: the next read checks the version first. */
  markPossiblyChanged(): void;
}

/**
 * The public catalogue served from memory: loaded once per version, never per request. Reads wait only when the
 * copy is known to be stale or when a write answered here since the last check (so a client reads its own writes).
 */
export function createCatalogueReadModel({
  db,
  checkEveryRead = false,
}: {
  db: Database;
  /** Each read checks the version first, as if a write had just been answered here (see AppDependencies). */
  checkEveryRead?: boolean;
}): CatalogueReadModel {
  let snapshot: CatalogueSnapshot | null = null;
  let newestKnown = 0;
  let marks = 0;
  let checkedMarks = 0;
  let refreshing: Promise<void> | null = null;

  async function refresh(): Promise<void> {
    const marksSeen = marks;
    newestKnown = Math.max(newestKnown, await readCatalogueVersion(db));
    if (!snapshot || snapshot.version < newestKnown) snapshot = toSnapshot(await loadCatalogueContents(db));
    checkedMarks = Math.max(checkedMarks, marksSeen);
  }

  return {
    async current() {
      if (checkEveryRead) marks += 1;
      // What this read must see: writes answered before it arrived, and versions announced before it.
      const wantedMarks = marks;
      const wantedVersion = newestKnown;
      while (!snapshot || snapshot.version < wantedVersion || checkedMarks < wantedMarks) {
        refreshing ??= refresh().finally(() => {
          refreshing = null;
        });
        await refreshing;
      }
      return snapshot;
    },
    observe(version) {
      newestKnown = Math.max(newestKnown, version);
    },
    markPossiblyChanged() {
      marks += 1;
    },
  };
}

function toSnapshot({
  version,
  products,
  categories,
  facts,
  specificationTexts,
}: CatalogueContents): CatalogueSnapshot {
  const derived = new Map<string, unknown>();
  const snapshot: CatalogueSnapshot = {
    version,
    products,
    byId: new Map(products.map((product) => [product.id, product])),
    categories,
    facts,
    specificationTexts,
    derive<T>(key: string, build: (of: CatalogueSnapshot) => T): T {
      if (!derived.has(key)) derived.set(key, build(snapshot));
      return derived.get(key) as T;
    },
  };
  return snapshot;
}
