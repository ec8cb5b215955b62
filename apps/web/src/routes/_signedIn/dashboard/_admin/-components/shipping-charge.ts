import { formatCents, groupThousands, type ShippingMethod } from '@partsmith/contracts';

/** What a method charges, in words: "$4.95", "up to 1,000 g $6.95 · up to 5,000 g $9.95", "$7.95, free from $150.00". */
export function describeShippingCharge(method: ShippingMethod): string {
  switch (method.kind) {
    case 'flat':
      return formatCents(method.priceCents);
    case 'weight':
      return method.weightBands
        .map((band) => `up to ${groupThousands(band.upToGrams)} g ${formatCents(band.priceCents)}`)
        .join(' · ');
    case 'free_above':
      return `${formatCents(method.priceCents)}, free from ${formatCents(method.freeAboveCents ?? 0)}`;
  }
}
