import { describe, expect, it } from 'vitest';
import { firstIssueMessage } from '../trpc/init';
import { ZShippingMethodCreateInput, ZShippingZoneCreateInput } from './shipping';
import { formatRate, ZTaxRateCreateInput } from './tax';

const zoneId = '0192a5a4-0000-7000-8000-000000000001';
const tracked = {
  zoneId,
  name: 'Tracked',
  kind: 'weight',
  weightBands: [
    { upToGrams: '1000', price: '6' },
    { upToGrams: '5000', price: '12.50' },
  ],
  deliveryDaysMin: '1',
  deliveryDaysMax: '2',
};

function refusal(result: { success: boolean; error?: unknown }) {
  expect(result.success).toBe(false);
  return firstIssueMessage(result.error as Parameters<typeof firstIssueMessage>[0]);
}

describe('shipping inputs', () => {
  it('read a weight-band method typed in a form, in cents', () => {
    expect(ZShippingMethodCreateInput.parse(tracked)).toMatchObject({
      weightBands: [
        { upToGrams: 1000, price: 600 },
        { upToGrams: 5000, price: 1250 },
      ],
      active: true,
    });
  });

  it('refuse bands that do not go up, a missing price, and delivery ending before it starts', () => {
    const bands = [...tracked.weightBands, { upToGrams: '5000', price: '20' }];
    expect(refusal(ZShippingMethodCreateInput.safeParse({ ...tracked, weightBands: bands }))).toBe(
      'Each band must go higher than the one before it (over 5,000 g)',
    );
    expect(refusal(ZShippingMethodCreateInput.safeParse({ ...tracked, weightBands: [] }))).toBe(
      'Add at least one weight band',
    );
    expect(refusal(ZShippingMethodCreateInput.safeParse({ ...tracked, kind: 'flat', price: '' }))).toBe(
      'Enter the price',
    );
    expect(refusal(ZShippingMethodCreateInput.safeParse({ ...tracked, kind: 'flat', price: '-1' }))).toBe(
      'A price is an amount of 0 or more, with at most 2 decimals',
    );
    expect(refusal(ZShippingMethodCreateInput.safeParse({ ...tracked, deliveryDaysMin: '3' }))).toBe(
      'The latest delivery day cannot come before the earliest',
    );
  });

  it('read countries as typed, each an ISO code, each once', () => {
    expect(ZShippingZoneCreateInput.parse({ name: 'EU', countries: 'fr, de ie' }).countries).toEqual([
      'FR',
      'DE',
      'IE',
    ]);
    expect(refusal(ZShippingZoneCreateInput.safeParse({ name: 'EU', countries: 'FR, XX' }))).toBe(
      'XX is not an ISO country code (two letters, e.g. GB)',
    );
    expect(refusal(ZShippingZoneCreateInput.safeParse({ name: 'EU', countries: ['FR', 'fr'] }))).toBe(
      'FR is listed twice',
    );
  });

  it('read a tax rate as a percentage into basis points, from 0 to 100%', () => {
    const vat = { country: 'gb', region: '', name: 'VAT', rate: '20', appliesToShipping: true };
    expect(ZTaxRateCreateInput.parse(vat)).toEqual({ ...vat, country: 'GB', region: null, rate: 2000 });
    expect(ZTaxRateCreateInput.parse({ ...vat, rate: '7.25' }).rate).toBe(725);
    expect(refusal(ZTaxRateCreateInput.safeParse({ ...vat, rate: '100.01' }))).toBe(
      'A rate is a percentage from 0 to 100, with at most 2 decimals',
    );
    expect([formatRate(2000), formatRate(725), formatRate(0)]).toEqual(['20%', '7.25%', '0%']);
  });
});
