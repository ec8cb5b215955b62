import { z } from 'zod';
import { MESSAGES } from '../messages';
import { ZAddressId, ZSavedAddress } from './addresses';
import { ZCart } from './cart';
import { ZIdempotencyKey, ZOrderTax } from './orders';
import { ZShippingMethodId, ZShippingOption } from './shipping';
import { textField } from './text-fields';

/** What the checkout page asks: the cart priced to an address by a method (defaults: the default address, the cheapest). */
export const ZCheckoutQuoteInput = z.object({
  addressId: ZAddressId.optional(),
  shippingMethodId: ZShippingMethodId.optional(),
});
export type CheckoutQuoteInput = z.infer<typeof ZCheckoutQuoteInput>;

/** An order's figures as the buyer will be charged them (contracts' `orderTotals`, decision 0051). */
export const ZCheckoutTotals = z.object({
  subtotalCents: z.number().int(),
  weightGrams: z.number().int(),
  shippingCents: z.number().int(),
  taxes: z.array(ZOrderTax),
  taxCents: z.number().int(),
  totalCents: z.number().int(),
});
export type CheckoutTotals = z.infer<typeof ZCheckoutTotals>;

/**
 * Everything the checkout page shows, in one answer: the cart, the address book, where it ships and by what, and
 * the figures. `totals` is null until the order can be priced (no address, no method that can carry it); the
 * reasons are in `problems`, in words, the lines' first.
 */
export const ZCheckoutQuote = z.object({
  cart: ZCart,
  addresses: z.array(ZSavedAddress),
  /** The address priced to: the one asked for, else the default. */
  addressId: z.string().nullable(),
  shippingOptions: z.array(ZShippingOption),
  shippingMethodId: z.string().nullable(),
  taxExempt: z.boolean(),
  totals: ZCheckoutTotals.nullable(),
  problems: z.array(z.string()),
});
export type CheckoutQuote = z.infer<typeof ZCheckoutQuote>;

export const PO_NUMBER_MAX = 50;

/**
 * Placing the order: where, how, and the total the buyer saw; a different total today is refused, never charged.
 * The key makes a retried or double-clicked checkout one order.
 */
export const ZCheckoutInput = z.object({
  addressId: ZAddressId,
  shippingMethodId: ZShippingMethodId,
  poNumber: textField({ label: 'Purchase order number', max: PO_NUMBER_MAX }).optional(),
  expectedTotalCents: z.number({ error: MESSAGES.checkoutTotalRequired }).int().min(0),
  idempotencyKey: ZIdempotencyKey,
});
export type CheckoutInput = z.infer<typeof ZCheckoutInput>;
