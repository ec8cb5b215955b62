import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages';
import { ZAddress, ZPhone } from './contact-fields';
import { ZPlaceOrderInput } from './orders';
import { ZProfileFields } from './profile';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : (result.error?.issues.map((issue) => issue.message) ?? []);

describe('the phone number', () => {
  it.each([
    '+44 20 7946 0018',
    '+1 (412) 555-0147',
    '+880 1711-111111',
    '01711111111',
    '+44 (0)20 7946 0018',
    '030/12345678',
    '06.12.34.56.78',
    '+81 3-1234-5678',
    '+91 98765 43210',
    '(02) 9876 5432',
    '+86 138 0013 8000',
    '+234 803 123 4567',
    '+5511987654321',
    '0044 20 7946 0018',
    '555 0100',
    '  +61 4 1234 5678  ',
  ])('accepts %s', (phone) => {
    expect(ZPhone.parse(phone)).toBe(phone.trim());
  });

  it.each([
    'x',
    '!!!!',
    '12345',
    '123 456',
    'phone me',
    '+1 555 CALL NOW',
    '+44 20 7946 0018 ext 12',
    '1234567890123456',
    '12+34567890',
    '++44 20 7946 0018',
    '+44 20 7946 0018, +44 20 7946 0019',
    '٠١٧١١١١١١١١',
  ])('refuses %s with the format message', (phone) => {
    expect(messagesOf(ZPhone.safeParse(phone))).toEqual([MESSAGES.phoneImplausible]);
  });

  it('answers a blank phone with the spec’s message alone', () => {
    expect(messagesOf(ZPhone.safeParse('   '))).toEqual([MESSAGES.phoneRequired]);
  });
});

describe('the address', () => {
  it.each([
    '12 Forge Lane, Dhaka',
    'Rose Cottage, Lower Street, Bibury',
    'Flat 3\n7 Lathe Street\nChattogram',
    'Am Markt 1, 10117 Berlin',
    'Calle 10 # 5-51, Bogotá',
    'ул. Тверская, 7, Москва',
    'شارع الملك فهد، الرياض',
    '東京都港区芝公園4-2-8',
    '北京市朝阳区建国路88号',
    'PO Box 1234',
  ])('accepts %s', (address) => {
    expect(ZAddress.parse(address)).toBe(address);
  });

  it.each(['x', '!!!!', '12345', '-----', 'ab', '1 2 3 4 a', '?!?!?!?!'])(
    'refuses %s with the format message',
    (address) => {
      expect(messagesOf(ZAddress.safeParse(address))).toEqual([MESSAGES.addressImplausible]);
    },
  );

  it('answers a blank address with the spec’s message alone', () => {
    expect(messagesOf(ZAddress.safeParse(' \n '))).toEqual([MESSAGES.addressRequired]);
  });
});

describe('one rule wherever a phone and address are given', () => {
  const contact = { phone: '+1 555 CALL NOW', address: '!!!!' };

  it('checks an order’s and a profile’s the same way', () => {
    const order = ZPlaceOrderInput.safeParse({ productId: crypto.randomUUID(), quantity: 2, ...contact });
    const profile = ZProfileFields.safeParse({
      ...contact,
      linkedin: 'https://www.linkedin.com/in/someone',
      education: 'BSc',
      nid: '1990123456789',
    });
    for (const result of [order, profile]) {
      expect(result.error?.flatten().fieldErrors).toEqual({
        phone: [MESSAGES.phoneImplausible],
        address: [MESSAGES.addressImplausible],
      });
    }
  });
});
