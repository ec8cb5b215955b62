import { z } from 'zod';
import { countryName } from '../countries';
import { MESSAGES } from '../messages';
import { ZPhone } from './contact-fields';
import { entityId } from './entity-id';
import { ZCountryCode } from './shipping';
import { textField } from './text-fields';

/** How many addresses one customer's book may hold. */
export const ADDRESSES_MAX = 20;

/** Where a parcel goes, in the parts a carrier and a tax rate need (decision 0052). */
export const ZShipTo = z.object({
  recipient: textField({ label: 'Recipient', required: MESSAGES.recipientRequired, max: 100 }),
  line1: textField({ label: 'Address line 1', required: MESSAGES.addressLineRequired, max: 200 }),
  line2: textField({ label: 'Address line 2', max: 200 }).default(''),
  city: textField({ label: 'Town or city', required: MESSAGES.cityRequired, max: 100 }),
  /** A state, county or province; some rates apply to one (decision 0051). */
  region: textField({ label: 'State, county or province', max: 100 }).default(''),
  postcode: textField({ label: 'Postcode', required: MESSAGES.postcodeRequired, max: 20 }),
  country: ZCountryCode,
});
export type ShipTo = z.output<typeof ZShipTo>;

/** An address as a customer saves it: where, and a phone for the carrier. */
export const ZAddressFields = ZShipTo.extend({ phone: ZPhone, isDefault: z.boolean().default(false) });
export type AddressFieldsInput = z.input<typeof ZAddressFields>;
export type AddressFields = z.output<typeof ZAddressFields>;

export const ZAddressId = entityId(MESSAGES.addressNotFound);
export const ZAddressIdInput = z.object({ id: ZAddressId });
export const ZAddressUpdateInput = ZAddressFields.extend({ id: ZAddressId });
export type AddressUpdate = z.output<typeof ZAddressUpdateInput>;

export const ZSavedAddress = z.object({
  id: z.string(),
  recipient: z.string(),
  line1: z.string(),
  line2: z.string(),
  city: z.string(),
  region: z.string(),
  postcode: z.string(),
  country: z.string(),
  phone: z.string(),
  isDefault: z.boolean(),
});
export type SavedAddress = z.infer<typeof ZSavedAddress>;

/** The address as lines for a label, an invoice or the spec's one-text `address` field. */
export function addressLines(address: ShipTo): string[] {
  const place = [address.city, address.region, address.postcode].filter(Boolean).join(', ');
  return [address.recipient, address.line1, address.line2, place, countryName(address.country)].filter(
    Boolean,
  );
}
