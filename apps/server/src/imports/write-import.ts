import { auditLog, type Database, productSpecifications, products } from '@partsmith/db';
import { inArray, sql } from 'drizzle-orm';
import type { JobQueue } from '../jobs/job-queue';
import { noticeRestock } from '../stock-alerts/notice-restock';
import type { ChangedPart, ImportPlan, PlannedPart } from './plan-import';

/** Rows per statement: a few thousand parameters each, well under PostgreSQL's bound. */
const BATCH = 500;

function batches<T>(items: T[]): T[][] {
  const out: T[][] = [];
  for (let start = 0; start < items.length; start += BATCH) out.push(items.slice(start, start + BATCH));
  return out;
}

const columnsOf = ({ part }: PlannedPart) => ({
  partNumber: part.partNumber,
  name: part.name,
  description: part.description,
  priceCents: part.priceCents,
  priceBreaks: part.priceBreaks,
  minimumOrderQuantity: part.minimumOrderQuantity,
  packSize: part.packSize,
  maximumPerOrder: part.maximumPerOrder,
  quantity: part.quantity,
  weightGrams: part.weightGrams,
  categoryId: part.category?.id ?? null,
});

/** Each changed part's row, many per statement: `jsonb_to_recordset` turns one parameter into the rows. */
async function updateParts(tx: Database, changed: ChangedPart[]) {
  for (const batch of batches(changed)) {
    const rows = batch.map((entry) => ({ id: entry.existing.id, ...columnsOf(entry) }));
    await tx.execute(sql`
      update ${products} set
        part_number = v."partNumber", name = v.name, description = v.description, price_cents = v."priceCents",
        price_breaks = v."priceBreaks", minimum_order_quantity = v."minimumOrderQuantity",
        pack_size = v."packSize", maximum_per_order = v."maximumPerOrder", quantity = v.quantity,
        weight_grams = v."weightGrams", category_id = v."categoryId"
      from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as v(
        id uuid, "partNumber" text, name text, description text, "priceCents" integer, "priceBreaks" jsonb,
        "minimumOrderQuantity" integer, "packSize" integer, "maximumPerOrder" integer, quantity integer,
        "weightGrams" integer, "categoryId" uuid)
      where ${products.id} = v.id`);
  }
}

/** The parts' values become exactly the planned ones: theirs deleted, the plan's inserted. */
async function writeSpecifications(tx: Database, parts: { id: string; planned: PlannedPart }[]) {
  for (const batch of batches(parts)) {
    await tx.delete(productSpecifications).where(
      inArray(
        productSpecifications.productId,
        batch.map((part) => part.id),
      ),
    );
    const rows = batch.flatMap(({ id, planned }) =>
      (planned.part.category?.attributes ?? []).flatMap((attribute) => {
        const value = Object.hasOwn(planned.part.specifications, attribute.key)
          ? planned.part.specifications[attribute.key]
          : undefined;
        if (value === undefined) return [];
        return [
          {
            productId: id,
            attributeId: attribute.id,
            numberValue: typeof value === 'number' ? value : null,
            choiceValue: typeof value === 'string' ? value : null,
            booleanValue: typeof value === 'boolean' ? value : null,
          },
        ];
      }),
    );
    for (const rowBatch of batches(rows)) await tx.insert(productSpecifications).values(rowBatch);
  }
}

export interface WrittenPart {
  id: string;
  partNumber: string;
  name: string;
  created: boolean;
}

/**
 * Writes a plan with no refused row in the caller's transaction: new parts inserted, changed ones updated, a
 * part's values replaced, restocks noticed (decision 0058), and one audit entry per part written (its changed
 * columns, old → new). The catalogue version moves once, at commit (migration 0003's deferred trigger).
 */
export async function writeImport(
  tx: Database,
  { plan, actorId, jobs }: { plan: ImportPlan; actorId: string; jobs: JobQueue },
): Promise<WrittenPart[]> {
  const written: WrittenPart[] = [];
  const created: { id: string; planned: PlannedPart }[] = [];
  for (const batch of batches(plan.created)) {
    const rows = await tx
      .insert(products)
      .values(batch.map(columnsOf))
      .returning({ id: products.id, partNumber: products.partNumber });
    // By number, not by position: the statement's RETURNING order is not promised.
    const ids = new Map(rows.map((row) => [row.partNumber, row.id]));
    for (const planned of batch) {
      const id = ids.get(planned.part.partNumber);
      if (id === undefined) throw new Error('imported part not inserted');
      created.push({ id, planned });
    }
  }
  await updateParts(tx, plan.changed);
  await writeSpecifications(tx, [
    ...created,
    ...plan.changed.map((entry) => ({ id: entry.existing.id, planned: entry })),
  ]);
  await noticeRestock(
    tx,
    jobs,
    plan.changed.map((entry) => ({
      productId: entry.existing.id,
      before: entry.existing.quantity,
      after: entry.part.quantity,
    })),
  );
  const entries = [
    ...created.map(({ id, planned }) => {
      written.push({ id, partNumber: planned.part.partNumber, name: planned.part.name, created: true });
      return {
        id,
        before: null,
        after: { ...columnsOf(planned), specifications: planned.part.specifications },
      };
    }),
    ...plan.changed.map((entry) => {
      const { id } = entry.existing;
      written.push({ id, partNumber: entry.part.partNumber, name: entry.part.name, created: false });
      const side = (pick: 'before' | 'after') =>
        Object.fromEntries(entry.changes.map((change) => [change.field, change[pick]]));
      return { id, before: side('before'), after: side('after') };
    }),
  ];
  for (const batch of batches(entries))
    await tx.insert(auditLog).values(
      batch.map(({ id, before, after }) => ({
        actorId,
        action: 'product.import',
        targetTable: 'products',
        targetId: id,
        before,
        after,
      })),
    );
  return written;
}
