import { z } from 'zod';
import { isCountryCode } from '../countries';
import { SHIPPING_MESSAGES as M } from '../shipping-messages';
import { SHIPPING_KINDS } from '../states';
import { entityId } from './entity-id';
import { dollarAmountInCents, optionalField, wholeNumber } from './numbers';
import { textField } from './text-fields';

export const WEIGHT_BANDS_MAX = 10;

/** An ISO 3166-1 alpha-2 code in any case ("gb" → "GB"). */
export const ZCountryCode = z
  .string({ error: M.countryInvalid('') })
  .trim()
  .toUpperCase()
  .refine(isCountryCode, { error: (issue) => M.countryInvalid(String(issue.input)) });

/** Countries as a list, or as typed in a form: "GB, IE FR". Each once. */
const ZCountryList = z
  .preprocess(
    (value) => (typeof value === 'string' ? value.split(/[\s,;]+/).filter(Boolean) : value),
    z.array(ZCountryCode, { error: M.countriesRequired }).min(1, M.countriesRequired).max(249),
  )
  .superRefine((codes, ctx) => {
    const twice = codes.find((code, i) => codes.indexOf(code) !== i);
    if (twice) ctx.addIssue({ code: 'custom', message: M.countryTwice(twice) });
  }) as unknown as z.ZodType<string[], string | string[]>;

export const ZShippingZoneId = entityId(M.zoneNotFound);
export const ZShippingMethodId = entityId(M.methodNotFound);

const zoneFields = {
  name: textField({ label: 'Name', required: M.zoneNameRequired, max: 80 }),
  countries: ZCountryList,
  /** Where the zone comes in the list, smallest first. */
  position: optionalField(wholeNumber(M.positionInvalid, M.positionInvalid, 0)),
};
export const ZShippingZoneCreateInput = z.object(zoneFields);
export type ShippingZoneCreateInput = z.input<typeof ZShippingZoneCreateInput>;
export type ShippingZoneCreate = z.output<typeof ZShippingZoneCreateInput>;
export const ZShippingZoneUpdateInput = z.object({ id: ZShippingZoneId, ...zoneFields });
export type ShippingZoneUpdate = z.output<typeof ZShippingZoneUpdateInput>;

const price = () => dollarAmountInCents(M.priceRequired, M.priceInvalid);

/** A band as an admin types it: up to how many grams, and its price in dollars. */
export const ZWeightBandInput = z.object({
  upToGrams: wholeNumber(M.bandWeightInvalid, M.bandWeightInvalid, 1),
  price: price(),
});

const methodFields = {
  zoneId: ZShippingZoneId,
  name: textField({ label: 'Name', required: M.methodNameRequired, max: 80 }),
  kind: z.enum(SHIPPING_KINDS, { error: M.kindInvalid }),
  /** In dollars: the flat price, or the price below the free-above threshold. Not used by weight bands. */
  price: optionalField(price()),
  weightBands: z.array(ZWeightBandInput).max(WEIGHT_BANDS_MAX, M.bandsTooMany).default([]),
  /** In dollars: shipping is free once the subtotal reaches it (free_above only). */
  freeAbove: optionalField(dollarAmountInCents(M.freeAboveRequired, M.priceInvalid)),
  deliveryDaysMin: wholeNumber(M.deliveryDaysInvalid, M.deliveryDaysInvalid, 0),
  deliveryDaysMax: wholeNumber(M.deliveryDaysInvalid, M.deliveryDaysInvalid, 0),
  active: z.boolean().default(true),
};

type MethodFields = z.output<z.ZodObject<typeof methodFields>>;

/** What each kind needs, bands lightest first and strictly increasing, and delivery min ≤ max. */
function checkMethod(method: MethodFields, ctx: z.RefinementCtx) {
  if (method.kind !== 'weight' && method.price === undefined)
    ctx.addIssue({ code: 'custom', path: ['price'], message: M.priceRequired });
  if (method.kind === 'free_above' && method.freeAbove === undefined)
    ctx.addIssue({ code: 'custom', path: ['freeAbove'], message: M.freeAboveRequired });
  if (method.kind === 'weight') {
    if (method.weightBands.length === 0)
      ctx.addIssue({ code: 'custom', path: ['weightBands'], message: M.bandsRequired });
    method.weightBands.forEach((band, i) => {
      const previous = method.weightBands[i - 1];
      if (previous && band.upToGrams <= previous.upToGrams)
        ctx.addIssue({
          code: 'custom',
          path: ['weightBands', i, 'upToGrams'],
          message: M.bandsNotIncreasing(previous.upToGrams),
        });
    });
  }
  if (method.deliveryDaysMax < method.deliveryDaysMin)
    ctx.addIssue({ code: 'custom', path: ['deliveryDaysMax'], message: M.deliveryDaysOrder });
}

export const ZShippingMethodCreateInput = z.object(methodFields).superRefine(checkMethod);
export type ShippingMethodCreateInput = z.input<typeof ZShippingMethodCreateInput>;
export type ShippingMethodCreate = z.output<typeof ZShippingMethodCreateInput>;
export const ZShippingMethodUpdateInput = z
  .object({ id: ZShippingMethodId, ...methodFields })
  .superRefine(checkMethod);
export type ShippingMethodUpdate = z.output<typeof ZShippingMethodUpdateInput>;

export const ZWeightBand = z.object({ upToGrams: z.number().int(), priceCents: z.number().int() });

export const ZShippingMethod = z.object({
  id: z.string(),
  zoneId: z.string(),
  name: z.string(),
  kind: z.enum(SHIPPING_KINDS),
  priceCents: z.number().int(),
  weightBands: z.array(ZWeightBand),
  freeAboveCents: z.number().int().nullable(),
  deliveryDaysMin: z.number().int(),
  deliveryDaysMax: z.number().int(),
  active: z.boolean(),
});
export type ShippingMethod = z.infer<typeof ZShippingMethod>;

export const ZShippingZone = z.object({
  id: z.string(),
  name: z.string(),
  countries: z.array(z.string()),
  position: z.number().int(),
  methods: z.array(ZShippingMethod),
});
export type ShippingZone = z.infer<typeof ZShippingZone>;

export const ZShippingZoneIdInput = z.object({ id: ZShippingZoneId });
export const ZShippingMethodIdInput = z.object({ id: ZShippingMethodId });

/** A buyer's question: what may this order ship by, to this country? */
export const ZShippingOptionsInput = z.object({
  country: ZCountryCode,
  weightGrams: wholeNumber(M.bandWeightInvalid, M.bandWeightInvalid, 0),
  subtotalCents: wholeNumber(M.priceInvalid, M.priceInvalid, 0),
});
export type ShippingOptionsInput = z.output<typeof ZShippingOptionsInput>;

export const ZShippingOption = z.object({
  methodId: z.string(),
  name: z.string(),
  kind: z.enum(SHIPPING_KINDS),
  priceCents: z.number().int(),
  deliveryDaysMin: z.number().int(),
  deliveryDaysMax: z.number().int(),
});
export type ShippingOption = z.infer<typeof ZShippingOption>;

/** The zone holding the country and its active methods that can carry the order, cheapest first. */
export const ZShippingOptions = z.object({
  country: z.string(),
  zone: z.object({ id: z.string(), name: z.string() }),
  options: z.array(ZShippingOption),
});
export type ShippingOptions = z.infer<typeof ZShippingOptions>;

/** The shop's own settings a checkout needs: its country (SHOP_COUNTRY) and the currency it charges in. */
export const ZShopSettings = z.object({ country: z.string(), currency: z.string() });
export type ShopSettings = z.infer<typeof ZShopSettings>;
