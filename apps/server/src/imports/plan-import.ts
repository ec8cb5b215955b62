import {
  IMPORT_MESSAGES,
  type ImportCounts,
  type ImportFieldChange,
  type ImportRefusedRow,
  type Specifications,
} from '@partsmith/contracts';
import type { Database } from '@partsmith/db';
import { type CategoryLines, categoryLines } from './category-lines';
import { type ExistingPart, existingParts } from './existing-parts';
import { type ImportedPart, readRow } from './import-row';
import type { PartValues } from './part-texts';
import { changesBetween } from './part-texts';
import type { ImportFile } from './read-import-file';

export interface PlannedPart {
  row: number;
  part: ImportedPart & PartValues;
}

export interface ChangedPart extends PlannedPart {
  existing: ExistingPart;
  changes: ImportFieldChange[];
}

export interface ImportPlan {
  counts: ImportCounts;
  created: PlannedPart[];
  changed: ChangedPart[];
  refused: ImportRefusedRow[];
}

/**
 * The part's values once saved: the file's for the columns it has; an attribute of the category without a column
 * keeps the part's value (the export has every column, a hand-made file may have fewer).
 */
function specificationsAfter(file: ImportFile, part: ImportedPart, existing: ExistingPart | undefined) {
  const values: Specifications = {};
  for (const attribute of part.category?.attributes ?? []) {
    const kept = existing?.specifications[attribute.key];
    const fromFile = file.specificationColumns.has(attribute.key) ? part.specifications[attribute.key] : kept;
    if (fromFile !== undefined) values[attribute.key] = fromFile;
  }
  return values;
}

/**
 * What the file would do, row by row: create the parts whose number is new, change those whose values differ
 * (each field old → new), leave the rest; and each refused row with its reason. Nothing is written.
 */
export async function planImport(
  db: Database,
  { file, lock }: { file: ImportFile; lock: boolean },
): Promise<ImportPlan> {
  const lines: CategoryLines = await categoryLines(db);
  const readings = file.records.map((record) => ({
    row: record.number,
    reading: readRow(file, record.cells, lines),
  }));
  const numbers = readings.flatMap(({ reading }) =>
    'part' in reading ? [reading.part.partNumber.toLowerCase()] : [],
  );
  const existing = await existingParts(db, { partNumbers: [...new Set(numbers)], lines, lock });
  const plan: ImportPlan = {
    counts: { created: 0, changed: 0, unchanged: 0, refused: 0 },
    created: [],
    changed: [],
    refused: [],
  };
  const firstRow = new Map<string, number>();
  for (const { row, reading } of readings) {
    const refuse = (partNumber: string, reason: string) => {
      plan.counts.refused++;
      plan.refused.push({ row, partNumber, reason });
    };
    if (!('part' in reading)) {
      refuse(reading.partNumber, reading.reason);
      continue;
    }
    const key = reading.part.partNumber.toLowerCase();
    const earlier = firstRow.get(key);
    if (earlier !== undefined) {
      refuse(reading.part.partNumber, IMPORT_MESSAGES.partNumberTwice(earlier));
      continue;
    }
    firstRow.set(key, row);
    const before = existing.get(key);
    if (reading.part.category === null && (before === undefined || before.categoryId !== null)) {
      refuse(reading.part.partNumber, IMPORT_MESSAGES.categoryRequired);
      continue;
    }
    const part = {
      ...reading.part,
      categorySlug: reading.part.category?.slug ?? null,
      specifications: specificationsAfter(file, reading.part, before),
    };
    if (before === undefined) {
      plan.counts.created++;
      plan.created.push({ row, part });
      continue;
    }
    const changes = changesBetween(before, part);
    if (changes.length === 0) plan.counts.unchanged++;
    else {
      plan.counts.changed++;
      plan.changed.push({ row, part, existing: before, changes });
    }
  }
  return plan;
}
