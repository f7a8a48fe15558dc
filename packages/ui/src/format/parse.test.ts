import { describe, expect, it } from 'vitest';
import { parseMoneyInput, parseQuantityInput } from './parse';

describe('parseMoneyInput', () => {
  it.each([
    ['1.234.567', 1234567],
    ['1234567', 1234567],
    ['Rp 1.234.567', 1234567],
    ['Rp1.234.567', 1234567],
    ['rp. 15.000', 15000],
    ['Rp 15.000,-', 15000],
    ['15.000,00', 15000],
    ['  2 500 ', 2500],
    ['1\u00a0000', 1000],
    ['0', 0],
    ['-1.234', -1234],
    ['-Rp 1.234', -1234],
    ['Rp -1.234', -1234],
    ['\u22121.234', -1234],
    ['1.234 Rp', null],
  ])('reads %j as %j', (input, expected) => {
    expect(parseMoneyInput(input)).toBe(expected);
  });

  it.each([
    [''],
    ['   '],
    ['Rp'],
    ['abc'],
    ['12a'],
    ['1.23.4'],
    ['1.2345'],
    ['.123'],
    ['12,5'],
    ['1,234'],
    ['--5'],
    ['-Rp -5'],
    ['1e6'],
    ['99999999999999999999'],
  ])('rejects %j', (input) => {
    expect(parseMoneyInput(input)).toBeNull();
  });

  it('rejects null and undefined', () => {
    expect(parseMoneyInput(null)).toBeNull();
    expect(parseMoneyInput(undefined)).toBeNull();
  });

  it('never returns -0', () => {
    expect(Object.is(parseMoneyInput('-0'), 0)).toBe(true);
  });
});

describe('parseQuantityInput', () => {
  it.each([
    ['2,5', 2.5],
    ['2', 2],
    [' 3 ', 3],
    ['1.250', 1250],
    ['1.250,75', 1250.75],
    [',5', 0.5],
    ['0,125', 0.125],
    ['2,', 2],
    ['-2,5', -2.5],
    ['1 250,5', 1250.5],
  ])('reads %j as %j', (input, expected) => {
    expect(parseQuantityInput(input)).toBe(expected);
  });

  it.each([[''], ['abc'], ['2.5'], ['1,2,3'], [','], ['-'], ['2,5 kg'], ['0,1234'], ['1.25,5']])(
    'rejects %j',
    (input) => {
      expect(parseQuantityInput(input)).toBeNull();
    },
  );

  it('accepts more decimals when asked', () => {
    expect(parseQuantityInput('0,1234', { maximumFractionDigits: 4 })).toBe(0.1234);
  });
});
