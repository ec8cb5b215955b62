import { describe, expect, it } from 'vitest';
import { parseExpiry } from './parse-expiry';
import { ZTestCard } from './test-card-schema';

describe('parseExpiry', () => {
  it.each([
    ['12/34', { month: 12, year: 34 }],
    ['1/2030', { month: 1, year: 2030 }],
    [' 07 / 29 ', { month: 7, year: 29 }],
    ['0729', { month: 7, year: 29 }],
  ])('reads %j', (text, expected) => {
    expect(parseExpiry(text)).toEqual(expected);
  });

  it.each(['', '12', '12/3', '12/345', 'ab/cd', '12-34'])('finds no date in %j', (text) => {
    expect(parseExpiry(text)).toBeNull();
  });

  it('is the test card form’s expiry rule, in Stripe’s words', () => {
    const result = ZTestCard.safeParse({ number: '4242424242424242', expiry: '13', cvc: '123' });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]).toMatchObject({
      path: ['expiry'],
      message: "Your card's expiration date is incomplete.",
    });
  });
});
