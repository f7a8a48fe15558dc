import { describe, expect, it } from 'vitest';
import { normalizePhone, PhoneError, phoneSearchDigits } from '../src/lib/phone.js';

describe('normalizePhone', () => {
  it.each([
    ['081234567890', '0812-3456-7890'],
    ['0812 3456 7890', '0812-3456-7890'],
    ['+62 812-3456-7890', '0812-3456-7890'],
    ['+62812 3456 7890', '0812-3456-7890'],
    ['62 812 3456 7890', '0812-3456-7890'],
    ['0062 812 3456 7890', '0812-3456-7890'],
    ['812-3456-7890', '0812-3456-7890'],
    ['(0812) 3456.7890', '0812-3456-7890'],
    ['0812 3456 789', '0812-3456-789'],
    ['0812345678', '0812-345-678'],
    ['0812345678901', '0812-3456-78901'],
    ['081200000001', '0812-0000-0001'],
    ['021 5550 1234', '021-5550-1234'],
    ['+62 21 555 0123', '021-555-0123'],
    ['(0274) 512345', '0274-512-345'],
    ['0274-5123456', '0274-512-3456'],
    ['+65 9123 4567', '+6591234567'],
    ['0065 9123 4567', '+6591234567'],
  ])('%s → %s', (input, stored) => {
    expect(normalizePhone(input)).toBe(stored);
    // Normalising twice changes nothing.
    expect(normalizePhone(stored)).toBe(stored);
  });

  it.each([null, undefined, '', '   '])('keeps an empty number empty (%j)', (input) => {
    expect(normalizePhone(input)).toBeNull();
  });

  it.each([
    '08123',
    '08123456789012345',
    '12345678',
    'abc',
    '0812-3456-789a',
    '+12',
    '00 123',
    '0012345678901234567',
  ])('refuses %s', (input) => {
    expect(() => normalizePhone(input)).toThrow(PhoneError);
  });
});

describe('phoneSearchDigits', () => {
  it.each([
    ['0812 3456', ['08123456']],
    ['812-34', ['81234']],
    ['+62 812-34', ['6281234', '081234']],
    ['62812', ['62812', '0812']],
    ['0062 812', ['0062812', '0812']],
    ['12', []],
    ['budi', []],
    ['budi 0812', []],
  ])('%s → %j', (search, digits) => {
    expect(phoneSearchDigits(search)).toEqual(digits);
  });
});
