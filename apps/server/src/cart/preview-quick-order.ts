import type { QuickOrderInput, QuickOrderPreview } from '@partsmith/contracts';
import type { CartOwner } from '@partsmith/contracts/router';
import { carts, type Database } from '@partsmith/db';
import { ownerCondition } from './cart-owner';
import { checkQuickOrder, quickOrderRows } from './check-quick-order';

/** Each row of a quick order checked against today's catalogue and the owner's cart; nothing is written. */
export async function previewQuickOrder({
  db,
  owner,
  input,
}: {
  db: Database;
  owner: CartOwner | null;
  input: QuickOrderInput;
}): Promise<QuickOrderPreview> {
  const rows = quickOrderRows(input.text);
  return db.transaction(async (tx) => {
    const [cart] = owner ? await tx.select({ id: carts.id }).from(carts).where(ownerCondition(owner)) : [];
    const { checks } = await checkQuickOrder(tx, cart?.id ?? null, rows, { lock: false });
    const addable = checks.filter((check) => check.problem === null);
    return {
      rows: checks,
      addableCount: addable.length,
      addableTotalCents: addable.reduce((sum, check) => sum + (check.lineTotalCents ?? 0), 0),
    };
  });
}
