import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CARRIER_CODES, CARRIERS, parseTrackingNumber, trackingLink } from './carriers';
import { SHIPMENT_MESSAGES } from './shipment-messages';

describe('tracking numbers', () => {
  it('keeps a number trimmed with single spaces, and refuses empty, long or odd ones with their message', () => {
    expect(parseTrackingNumber('  1Z 999  AA1-0123 ')).toEqual({ number: '1Z 999 AA1-0123' });
    expect(parseTrackingNumber('   ')).toEqual({ problem: SHIPMENT_MESSAGES.trackingRequired });
    expect(parseTrackingNumber('9'.repeat(41))).toEqual({ problem: SHIPMENT_MESSAGES.trackingTooLong });
    expect(parseTrackingNumber('9'.repeat(40))).toEqual({ number: '9'.repeat(40) });
    expect(parseTrackingNumber('12/34')).toEqual({ problem: SHIPMENT_MESSAGES.trackingInvalid });
    expect(parseTrackingNumber('<script>')).toEqual({ problem: SHIPMENT_MESSAGES.trackingInvalid });
  });
});

describe('tracking links', () => {
  it("builds each listed carrier's link from the number without its spaces; Other and no number have none", () => {
    expect(trackingLink('ups', '1Z 999 AA1 0123')).toBe('https://www.ups.com/track?tracknum=1Z999AA10123');
    expect(trackingLink('royal_mail', 'AB123456789GB')).toBe(
      'https://www.royalmail.com/track-your-item#/tracking-results/AB123456789GB',
    );
    expect(trackingLink('other', 'X-1')).toBeNull();
    expect(trackingLink('dhl', null)).toBeNull();
    for (const code of CARRIER_CODES) {
      const link = trackingLink(code, 'AB-12');
      expect(link === null).toBe(CARRIERS[code].link === null);
      if (link) expect(new URL(link).protocol).toBe('https:');
    }
  });

  it('puts every valid number into the link whole, as one https address of the carrier', () => {
    const valid = fc
      .stringMatching(/^[A-Za-z0-9 -]{1,40}$/)
      .map((text) => parseTrackingNumber(text))
      .filter((parsed): parsed is { number: string } => 'number' in parsed);
    fc.assert(
      fc.property(valid, fc.constantFrom(...CARRIER_CODES), ({ number }, carrier) => {
        const link = trackingLink(carrier, number);
        const template = CARRIERS[carrier].link;
        const compact = number.replace(/ /g, '');
        if (template === null || compact === '') {
          expect(link).toBeNull();
        } else {
          expect(link).toBe(template.replace('{n}', compact));
          expect(new URL(link ?? '').host).toBe(new URL(template.replace('{n}', 'x')).host);
        }
      }),
      { numRuns: 100 },
    );
  });
});
