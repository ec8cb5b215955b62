import { AppError, MESSAGES, quantityProblem, quantityRulesOf } from '@partsmith/contracts';
import { products, type Queryable } from '@partsmith/db';
import { and, eq, isNull } from 'drizzle-orm';

/** The part on sale with the rules a line must keep; NOT_FOUND when it is not on sale. */
export async function partOnSale(tx: Queryable, productId: string) {
  const [part] = await tx
    .select({
      priceCents: products.priceCents,
      quantity: products.quantity,
      minimumOrderQuantity: products.minimumOrderQuantity,
      packSize: products.packSize,
      maximumPerOrder: products.maximumPerOrder,
    })
    .from(products)
    .where(and(eq(products.id, productId), isNull(products.deletedAt)));
  if (!part) throw new AppError('NOT_FOUND', MESSAGES.productNotFound);
  return part;
}

/** Refuses, in the rule's own words, a quantity the part does not allow today; never changes it. */
export function requireOrderable(quantity: number, part: Awaited<ReturnType<typeof partOnSale>>): void {
  const problem = quantityProblem(quantity, quantityRulesOf(part));
  if (problem) throw new AppError('BAD_REQUEST', problem);
}
