import type { TestCardPaymentInput } from '@partsmith/contracts';

/** Stripe's own test cards and messages, so the test-mode form behaves as Stripe Elements would. */
const DECLINES: Record<string, string> = {
  '4000000000000002': 'Your card was declined.',
  '4000000000009995': 'Your card has insufficient funds.',
  '4000000000009987': 'Your card was declined.',
  '4000000000000069': 'Your card has expired.',
  '4000000000000127': "Your card's security code is incorrect.",
};

/** Luhn's check digit: what makes a typo in a card number detectable. */
function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Null when the card pays; otherwise the message Stripe would show. */
export function testCardFailure(card: TestCardPaymentInput['card'], now: Date): string | null {
  const { number, exp_month: month, exp_year: year, cvc } = card;
  if (!/^\d{13,19}$/.test(number) || !passesLuhn(number)) return 'Your card number is incorrect.';
  if (month < 1 || month > 12) return "Your card's expiration month is invalid.";
  const fullYear = year < 100 ? 2000 + year : year;
  if (fullYear < now.getUTCFullYear() || (fullYear === now.getUTCFullYear() && month < now.getUTCMonth() + 1))
    return 'Your card has expired.';
  if (fullYear > now.getUTCFullYear() + 50) return "Your card's expiration year is invalid.";
  if (!/^\d{3,4}$/.test(cvc)) return "Your card's security code is incomplete.";
  return DECLINES[number] ?? null;
}
