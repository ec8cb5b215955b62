import {
  countryName,
  MESSAGES,
  type OrderTotals,
  orderTotals,
  type SavedAddress,
  SHIPPING_MESSAGES,
  type ShippingOption,
  type TaxRate,
} from '@partsmith/contracts';
import type { Queryable } from '@partsmith/db';
import { optionsFor, readZoneOf, type ZoneMethods } from '../shipping/shipping-options';
import { taxRatesFor } from '../tax/tax-rates-for';
import type { CheckoutLine } from './checkout-lines';

/** Where the order goes and what that costs: the zone's methods and the tax rates of the address. */
export interface Destination {
  address: SavedAddress;
  /** Null when no zone holds the address's country. */
  zone: ZoneMethods | null;
  taxRates: TaxRate[];
}

/** Reads what shipping to the address and its tax depend on; none of it depends on the lines. */
export async function readDestination(tx: Queryable, address: SavedAddress): Promise<Destination> {
  // Sent together: one round trip fewer.
  const [zone, taxRates] = await Promise.all([
    readZoneOf(tx, address.country),
    taxRatesFor({ db: tx, country: address.country, region: address.region }),
  ]);
  return { address, zone, taxRates };
}

export interface PricingRequest {
  lines: CheckoutLine[];
  /** Null: the customer has no address yet. */
  destination: Destination | null;
  shippingMethodId: string | undefined;
  /** The quote offers the cheapest method when the one asked for cannot carry the order; placing refuses. */
  fallBackToCheapest: boolean;
  taxExempt: boolean;
}

export interface CheckoutPricing {
  options: ShippingOption[];
  method: ShippingOption | null;
  /** Null when the order cannot be priced: no address, or no method that carries it. */
  totals: OrderTotals | null;
  /** What stops the order, in words, the lines' first; empty when it can be placed. */
  problems: string[];
}

/**
 * The order's figures as contracts' `orderTotals` makes them (the same function the invoice uses): the lines at
 * today's prices, the method's charge for their weight and subtotal, the destination's tax rates unless the buyer
 * is exempt. No reads: a checkout prices the rows it has locked.
 */
export function priceCheckout({
  lines,
  destination,
  shippingMethodId,
  fallBackToCheapest,
  taxExempt,
}: PricingRequest): CheckoutPricing {
  const problems = lines.flatMap(({ lineNo, name, partNumber, problem }) =>
    problem ? [MESSAGES.checkoutLineProblem(lineNo, name, partNumber, problem)] : [],
  );
  if (lines.length === 0) problems.push(MESSAGES.checkoutCartEmpty);
  if (!destination)
    return {
      options: [],
      method: null,
      totals: null,
      problems: [...problems, MESSAGES.checkoutNeedsAddress],
    };
  const { address, zone, taxRates } = destination;
  const options = zone
    ? optionsFor(zone, {
        weightGrams: sum(lines.map((line) => line.unitWeightGrams * line.quantity)),
        subtotalCents: sum(lines.map((line) => line.unitPriceCents * line.quantity)),
      })
    : [];
  if (!zone) problems.push(SHIPPING_MESSAGES.notShippedTo(countryName(address.country)));
  else if (options.length === 0) problems.push(MESSAGES.checkoutNoMethod);
  const asked = options.find((option) => option.methodId === shippingMethodId);
  const method = asked ?? (fallBackToCheapest || !shippingMethodId ? (options[0] ?? null) : null);
  if (!method) {
    if (options.length > 0) problems.push(MESSAGES.checkoutMethodUnavailable);
    return { options, method: null, totals: null, problems };
  }
  // The option's price is the method's charge for exactly this weight and subtotal, worked out just above.
  const shipping = { kind: 'flat', priceCents: method.priceCents } as const;
  const totals = orderTotals({ lines, shipping, taxRates, taxExempt });
  return { options, method, totals, problems };
}

function sum(values: number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
