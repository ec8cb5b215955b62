import { groupThousands } from './money';

/** What shipping and tax tell admins and buyers (decision 0051). */
export const SHIPPING_MESSAGES = {
  zoneNameRequired: 'Name the zone',
  countriesRequired: 'List at least one country code, e.g. GB, IE',
  /** Names the code only when it looks like one ("UK"), never echoing whatever else was sent. */
  countryInvalid: (code: string) =>
    `${/^[A-Z]{2}$/.test(code) ? code : 'That'} is not an ISO country code (two letters, e.g. GB)`,
  countryTwice: (code: string) => `${code} is listed twice`,
  countryInOtherZone: (code: string, zone: string) => `${code} is already in the zone “${zone}”`,
  positionInvalid: 'Position is a whole number, 0 or more',
  zoneNotFound: 'Shipping zone not found',
  methodNotFound: 'Shipping method not found',
  methodNameRequired: 'Name the method',
  kindInvalid: 'Choose how the method charges: flat, by weight or free above a subtotal',
  priceRequired: 'Enter the price',
  priceInvalid: 'A price is an amount of 0 or more, with at most 2 decimals',
  freeAboveRequired: 'Enter the subtotal from which shipping is free',
  bandsRequired: 'Add at least one weight band',
  bandsTooMany: 'At most 10 weight bands',
  bandWeightInvalid: 'A band’s weight is a whole number of grams, 1 or more',
  bandsNotIncreasing: (previousGrams: number) =>
    `Each band must go higher than the one before it (over ${groupThousands(previousGrams)} g)`,
  deliveryDaysInvalid: 'Delivery days are a whole number, 0 or more',
  deliveryDaysOrder: 'The latest delivery day cannot come before the earliest',
  rateNotFound: 'Tax rate not found',
  rateNameRequired: 'Name the rate, e.g. VAT',
  rateRequired: 'Enter the rate',
  rateInvalid: 'A rate is a percentage from 0 to 100, with at most 2 decimals',
  rateTwice: 'This country and region already has a rate with this name',
  notShippedTo: (country: string) => `We don't ship to ${country} yet`,
} as const;

/** "Delivered in 2–4 working days" (or "in 3", "today"), as buyers and admins read it. */
export function deliveryEstimate(daysMin: number, daysMax: number): string {
  if (daysMax === 0) return 'Delivered today';
  const days = daysMin === daysMax ? `${daysMax}` : `${daysMin}–${daysMax}`;
  return `Delivered in ${days} working day${daysMax === 1 ? '' : 's'}`;
}
