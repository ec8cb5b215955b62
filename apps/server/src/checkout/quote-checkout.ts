import { AppError, type CheckoutQuote, type CheckoutQuoteInput, MESSAGES } from '@partsmith/contracts';
import { carts, type Database, users } from '@partsmith/db';
import { eq } from 'drizzle-orm';
import { listAddresses } from '../addresses/list-addresses';
import { readCart } from '../cart/read-cart';
import { readCheckoutLines } from './checkout-lines';
import { priceCheckout, readDestination } from './price-checkout';

/**
 * The checkout page's answer: the cart, the address book, the methods that can carry the order to the chosen
 * address (the default unless another is asked for) and the figures by the chosen method (the cheapest unless
 * another is asked for), with every problem that would stop the order. Reads only; placing re-prices under locks.
 */
export async function quoteCheckout({
  db,
  userId,
  input,
}: {
  db: Database;
  userId: string;
  input: CheckoutQuoteInput;
}): Promise<CheckoutQuote> {
  return db.transaction(
    async (tx) => {
      const [customer] = await tx
        .select({ taxExempt: users.taxExempt })
        .from(users)
        .where(eq(users.id, userId));
      if (!customer) throw new Error(`the signed-in user ${userId} is missing`);
      const [cart] = await tx.select({ id: carts.id }).from(carts).where(eq(carts.userId, userId));
      const addresses = await listAddresses({ db: tx, userId });
      const address = input.addressId
        ? addresses.find((saved) => saved.id === input.addressId)
        : addresses[0];
      if (input.addressId && !address) throw new AppError('NOT_FOUND', MESSAGES.addressNotFound);
      const lines = cart ? await readCheckoutLines(tx, cart.id, { lock: false }) : [];
      const pricing = priceCheckout({
        lines,
        destination: address ? await readDestination(tx, address) : null,
        shippingMethodId: input.shippingMethodId,
        fallBackToCheapest: true,
        taxExempt: customer.taxExempt,
      });
      return {
        cart: await readCart(tx, cart?.id ?? null),
        addresses,
        addressId: address?.id ?? null,
        shippingOptions: pricing.options,
        shippingMethodId: pricing.method?.methodId ?? null,
        taxExempt: customer.taxExempt,
        totals: pricing.totals,
        problems: pricing.problems,
      };
    },
    // One snapshot for every read: the figures agree with the cart and the book they are shown with.
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}
