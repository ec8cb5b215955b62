import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { ZEmail, ZPassword } from './accounts';
import { textField } from './text-fields';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? null : result.error?.issues[0]?.message;

/** Every C0 and C1 control character, U+0000–U+001F and U+007F–U+009F. */
const CONTROLS = [
  ...Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code)),
  ...Array.from({ length: 0x21 }, (_, code) => String.fromCharCode(0x7f + code)),
];

describe('textField', () => {
  const address = textField({
    label: 'Address',
    required: MESSAGES.addressRequired,
    max: 20,
    multiline: true,
  });
  const phone = textField({ label: 'Phone', required: MESSAGES.phoneRequired, max: 20 });
  const search = textField({ label: 'Search', max: 20 });

  it('trims, and answers a missing, blank or too long value with the field’s messages', () => {
    expect(phone.parse('  +44 114 496  ')).toBe('+44 114 496');
    expect(messageOf(phone.safeParse(undefined))).toBe('Phone is required');
    expect(messageOf(phone.safeParse(42))).toBe('Phone is required');
    expect(messageOf(phone.safeParse('   '))).toBe('Phone is required');
    expect(messageOf(phone.safeParse('1'.repeat(21)))).toBe('Phone must be 20 characters or fewer');
    expect(search.parse('  ')).toBe('');
  });

  it('refuses every control character inside a single-line text', () => {
    for (const character of CONTROLS) {
      const code = character.charCodeAt(0).toString(16);
      expect(messageOf(phone.safeParse(`12${character}34`)), code).toBe(
        'Phone contains characters that are not allowed',
      );
      expect(messageOf(search.safeParse(`ab${character}cd`)), code).toBe(
        'Search contains characters that are not allowed',
      );
    }
  });

  it('allows line breaks and tabs in a multi-line text, reading \\r\\n as \\n, and refuses the other controls', () => {
    expect(address.parse('Yard\r\n\tSheffield')).toBe('Yard\n\tSheffield');
    for (const character of CONTROLS.filter((c) => c !== '\n' && c !== '\t')) {
      expect(messageOf(address.safeParse(`3${character}Yard`)), character.charCodeAt(0).toString(16)).toBe(
        'Address contains characters that are not allowed',
      );
    }
  });

  it('refuses a lone surrogate and keeps every visible character, emoji included', () => {
    expect(messageOf(phone.safeParse('12\ud83434'))).toBe('Phone contains characters that are not allowed');
    expect(messageOf(phone.safeParse('12\udd2734'))).toBe('Phone contains characters that are not allowed');
    expect(phone.parse('Ærø “9” 🔧 ٣ ₹')).toBe('Ærø “9” 🔧 ٣ ₹');
    expect(phone.parse('a\u00a0b\u200bc')).toBe('a\u00a0b\u200bc');
  });

  it('counts a Windows line break as one character toward the limit', () => {
    expect(address.parse(`${'a'.repeat(9)}\r\n${'b'.repeat(10)}`)).toHaveLength(20);
  });

  it('is what emails are made of, before they are checked as emails', () => {
    expect(ZEmail.parse('  Ada@Example.COM ')).toBe('ada@example.com');
    expect(messageOf(ZEmail.safeParse('ada\u0000@example.com'))).toBe(
      'Email contains characters that are not allowed',
    );
    expect(messageOf(ZEmail.safeParse('ada@example'))).toBe(MESSAGES.emailInvalid);
  });

  it('leaves passwords alone: spaces are kept, and they are hashed before anything stores them', () => {
    expect(ZPassword.parse('  pass word\u0000  ')).toBe('  pass word\u0000  ');
  });
});
