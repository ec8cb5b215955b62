import type { WeightBand } from '@partsmith/contracts';
import { SHIPPING_KINDS } from '@partsmith/contracts/states';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { isOneOf } from './allowed-values';
import { id } from './columns';

/**
 * Countries the shop ships to, grouped (decision 0051). A country belongs to one zone at most: the admin's write
 * checks it under a table lock, as no CHECK can compare rows.
 */
export const shippingZones = pgTable(
  'shipping_zones',
  {
    id: id(),
    name: text('name').notNull(),
    /** ISO 3166-1 alpha-2 codes, upper case. */
    countries: text('countries').array().notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    // The zone holding a buyer's country: `countries @> array[$1]`.
    index('shipping_zones_countries_idx').using('gin', t.countries),
    check('shipping_zones_countries_check', sql`cardinality(${t.countries}) >= 1`),
    check(
      'shipping_zones_country_codes_check',
      sql`array_to_string(${t.countries}, ',') ~ '^[A-Z]{2}(,[A-Z]{2})*$'`,
    ),
    check('shipping_zones_position_check', sql`${t.position} >= 0`),
  ],
);

export const shippingMethods = pgTable(
  'shipping_methods',
  {
    id: id(),
    zoneId: uuid('zone_id')
      .notNull()
      .references(() => shippingZones.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: SHIPPING_KINDS }).notNull(),
    /** Flat: the price; free above: the price below the threshold; weight: 0 (the bands price it). */
    priceCents: integer('price_cents').notNull().default(0),
    /** Lightest first, strictly increasing (checked on save by contracts); read whole, never queried inside. */
    weightBands: jsonb('weight_bands').$type<WeightBand[]>().notNull().default([]),
    freeAboveCents: integer('free_above_cents'),
    deliveryDaysMin: integer('delivery_days_min').notNull(),
    deliveryDaysMax: integer('delivery_days_max').notNull(),
    active: boolean('active').notNull().default(true),
  },
  (t) => [
    index('shipping_methods_zone_idx').on(t.zoneId),
    check('shipping_methods_kind_check', isOneOf(t.kind, SHIPPING_KINDS)),
    check('shipping_methods_price_check', sql`${t.priceCents} >= 0`),
    check(
      'shipping_methods_bands_check',
      sql`jsonb_typeof(${t.weightBands}) = 'array' and (${t.kind} = 'weight') = (jsonb_array_length(${t.weightBands}) > 0)`,
    ),
    check(
      'shipping_methods_free_above_check',
      sql`(${t.kind} = 'free_above') = (${t.freeAboveCents} is not null) and coalesce(${t.freeAboveCents}, 0) >= 0`,
    ),
    check(
      'shipping_methods_delivery_days_check',
      sql`${t.deliveryDaysMin} >= 0 and ${t.deliveryDaysMax} >= ${t.deliveryDaysMin}`,
    ),
  ],
);

/** Tax by country, optionally by region (a state, a province); net prices, tax added at checkout. */
export const taxRates = pgTable(
  'tax_rates',
  {
    id: id(),
    country: text('country').notNull(),
    region: text('region'),
    name: text('name').notNull(),
    /** 2000 = 20%. */
    rateBasisPoints: integer('rate_basis_points').notNull(),
    appliesToShipping: boolean('applies_to_shipping').notNull().default(false),
  },
  (t) => [
    uniqueIndex('tax_rates_country_region_name_key').on(
      t.country,
      sql`lower(coalesce(${t.region}, ''))`,
      sql`lower(${t.name})`,
    ),
    check('tax_rates_country_check', sql`${t.country} ~ '^[A-Z]{2}$'`),
    check('tax_rates_region_check', sql`${t.region} is null or ${t.region} <> ''`),
    check('tax_rates_rate_check', sql`${t.rateBasisPoints} between 0 and 10000`),
  ],
);
