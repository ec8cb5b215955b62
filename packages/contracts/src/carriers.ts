import { SHIPMENT_MESSAGES } from './shipment-messages';

/**
 * The carriers an admin ships with, each with the page where its parcels are followed (decision 0067); "Other"
 * (the shop's own van, or a carrier not listed) has none. `{n}` stands for the tracking number.
 */
export const CARRIERS = {
  dhl: { name: 'DHL', link: 'https://www.dhl.com/global-en/home/tracking.html?tracking-id={n}' },
  ups: { name: 'UPS', link: 'https://www.ups.com/track?tracknum={n}' },
  fedex: { name: 'FedEx', link: 'https://www.fedex.com/fedextrack/?trknbr={n}' },
  usps: { name: 'USPS', link: 'https://tools.usps.com/go/TrackConfirmAction?tLabels={n}' },
  royal_mail: { name: 'Royal Mail', link: 'https://www.royalmail.com/track-your-item#/tracking-results/{n}' },
  dpd: { name: 'DPD', link: 'https://tracking.dpd.de/status/en_US/parcel/{n}' },
  gls: { name: 'GLS', link: 'https://gls-group.com/GROUP/en/parcel-tracking?match={n}' },
  postnl: { name: 'PostNL', link: 'https://jouw.postnl.nl/track-and-trace/{n}' },
  other: { name: 'Other', link: null },
} as const satisfies Record<string, { name: string; link: string | null }>;

export type Carrier = keyof typeof CARRIERS;
export const CARRIER_CODES = Object.keys(CARRIERS) as [Carrier, ...Carrier[]];

export const TRACKING_NUMBER_MAX = 40;

/**
 * A tracking number as typed, checked: trimmed, runs of spaces made one, 1–40 letters, digits, dashes and spaces.
 * Answers the number to keep, or the message to show beside the field.
 */
export function parseTrackingNumber(text: string): { number: string } | { problem: string } {
  const number = text.trim().replace(/\s+/g, ' ');
  if (number === '') return { problem: SHIPMENT_MESSAGES.trackingRequired };
  if (number.length > TRACKING_NUMBER_MAX) return { problem: SHIPMENT_MESSAGES.trackingTooLong };
  if (!/^[A-Za-z0-9 -]+$/.test(number)) return { problem: SHIPMENT_MESSAGES.trackingInvalid };
  return { number };
}

/**
 * Where a parcel is followed: the carrier's page for this number (spaces dropped, as carriers print them only to
 * group digits), or null for "Other" and for a parcel sent without a number.
 */
export function trackingLink(carrier: Carrier, trackingNumber: string | null): string | null {
  const { link } = CARRIERS[carrier];
  if (link === null || trackingNumber === null) return null;
  const compact = trackingNumber.replace(/\s+/g, '');
  if (compact === '') return null;
  return link.replace('{n}', encodeURIComponent(compact));
}

/** A carrier's name as shown, for any code (an unknown one reads as itself). */
export function carrierName(carrier: string): string {
  return carrier in CARRIERS ? CARRIERS[carrier as Carrier].name : carrier;
}
