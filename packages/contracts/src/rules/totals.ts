import type { ShippingKind } from '../states';

/**
 * An order's figures, computed once, here, for the cart, the checkout and the invoice alike (DESIGN §10,
 * decision 0051). Money is integer cents; tax rates are basis points (2000 = 20%).
 *
 * Rounding: tax is worked out per line (and on the shipping charge as one more line), for each rate, and each
 * share is rounded to whole cents half away from zero (0.5 ¢ → 1 ¢). The order's tax is the sum of those rounded
 * shares, so total = subtotal + shipping + Σ tax holds to the cent on every path.
 */

/** One line as the buyer sees it: today's unit price (quantity breaks applied), how many, one unit's weight. */
export interface TotalsLine {
  unitPriceCents: number;
  quantity: number;
  unitWeightGrams: number;
}

/** A weight band: orders weighing at most `upToGrams` (and more than the band before) cost `priceCents`. */
export interface WeightBand {
  upToGrams: number;
  priceCents: number;
}

/** How a method charges: one price; by weight band; or its price until the subtotal reaches `freeAboveCents`. */
export type ShippingCharge =
  | { kind: 'flat'; priceCents: number }
  | { kind: 'weight'; weightBands: readonly WeightBand[] }
  | { kind: 'free_above'; priceCents: number; freeAboveCents: number };

/** The charge of a stored method (its columns as the database keeps them). */
export function shippingChargeOf(method: {
  kind: ShippingKind;
  priceCents: number;
  weightBands: readonly WeightBand[];
  freeAboveCents: number | null;
}): ShippingCharge {
  switch (method.kind) {
    case 'flat':
      return { kind: 'flat', priceCents: method.priceCents };
    case 'weight':
      return { kind: 'weight', weightBands: method.weightBands };
    case 'free_above':
      return {
        kind: 'free_above',
        priceCents: method.priceCents,
        freeAboveCents: method.freeAboveCents ?? 0,
      };
  }
}

export interface TaxRateRule {
  name: string;
  rateBasisPoints: number;
  appliesToShipping: boolean;
}

export interface OrderTotals {
  lineTotalsCents: number[];
  subtotalCents: number;
  weightGrams: number;
  shippingCents: number;
  /** One entry per rate, in the order given; empty for a tax-exempt buyer. */
  taxes: { name: string; rateBasisPoints: number; taxCents: number }[];
  taxCents: number;
  totalCents: number;
}

/** `amountCents` × `basisPoints` / 10 000, rounded to whole cents half away from zero (exact: BigInt). */
export function taxShareCents(amountCents: number, basisPoints: number): number {
  if (amountCents < 0) return -taxShareCents(-amountCents, basisPoints);
  return Number((BigInt(amountCents) * BigInt(basisPoints) * 2n + 10_000n) / 20_000n);
}

/**
 * What a method charges for an order of this subtotal and weight; null when it cannot carry it (heavier than its
 * last band). Weight: the first band, lightest first, whose `upToGrams` is at least the weight. Free above: free
 * once the subtotal reaches `freeAboveCents` ("free from $150").
 */
export function shippingChargeCents(
  charge: ShippingCharge,
  order: { subtotalCents: number; weightGrams: number },
): number | null {
  switch (charge.kind) {
    case 'flat':
      return charge.priceCents;
    case 'free_above':
      return order.subtotalCents >= charge.freeAboveCents ? 0 : charge.priceCents;
    case 'weight': {
      const bands = [...charge.weightBands].sort((a, b) => a.upToGrams - b.upToGrams);
      return bands.find((band) => band.upToGrams >= order.weightGrams)?.priceCents ?? null;
    }
  }
}

/** Line totals, subtotal, weight, shipping, tax by rate and total; null when the method cannot carry the weight. */
export function orderTotals({
  lines,
  shipping,
  taxRates,
  taxExempt,
}: {
  lines: readonly TotalsLine[];
  shipping: ShippingCharge;
  taxRates: readonly TaxRateRule[];
  taxExempt: boolean;
}): OrderTotals | null {
  const lineTotalsCents = lines.map((line) => line.unitPriceCents * line.quantity);
  const subtotalCents = sum(lineTotalsCents);
  const weightGrams = sum(lines.map((line) => line.unitWeightGrams * line.quantity));
  const shippingCents = shippingChargeCents(shipping, { subtotalCents, weightGrams });
  if (shippingCents === null) return null;
  const taxes = taxExempt
    ? []
    : taxRates.map((rate) => {
        const taxed = rate.appliesToShipping ? [...lineTotalsCents, shippingCents] : lineTotalsCents;
        const taxCents = sum(taxed.map((amount) => taxShareCents(amount, rate.rateBasisPoints)));
        return { name: rate.name, rateBasisPoints: rate.rateBasisPoints, taxCents };
      });
  const taxCents = sum(taxes.map((tax) => tax.taxCents));
  return {
    lineTotalsCents,
    subtotalCents,
    weightGrams,
    shippingCents,
    taxes,
    taxCents,
    totalCents: subtotalCents + shippingCents + taxCents,
  };
}

/** The rates a delivery pays: the country's own (no region) and, when the address has one, its region's. */
export function applicableTaxRates<Rate extends { country: string; region: string | null }>(
  rates: readonly Rate[],
  destination: { country: string; region?: string | null },
): Rate[] {
  const region = destination.region?.trim().toLowerCase() || null;
  return rates.filter(
    (rate) =>
      rate.country === destination.country.toUpperCase() &&
      (rate.region === null || rate.region.toLowerCase() === region),
  );
}

function sum(values: readonly number[]): number {
  return values.reduce((total, value) => total + value, 0);
}
