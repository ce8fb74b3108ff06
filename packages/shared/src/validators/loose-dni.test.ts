import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isLooseDni } from './loose-dni.ts';

const alphanumeric = fc.constantFrom(
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
);
const sevenDigits = fc.string({
  unit: fc.constantFrom(...'0123456789'),
  minLength: 7,
  maxLength: 7,
});

describe('isLooseDni', () => {
  it('accepts DNI-like values without checking the control letter', () => {
    expect(isLooseDni('12345678Z')).toBe(true);
    expect(isLooseDni('12345678A')).toBe(true);
    expect(isLooseDni('X1234567L')).toBe(true);
    expect(isLooseDni('x1234567a')).toBe(true);
    expect(isLooseDni('123456789')).toBe(true);
  });

  it('refuses other lengths and characters', () => {
    expect(isLooseDni('1234567Z')).toBe(false);
    expect(isLooseDni('123456789Z')).toBe(false);
    expect(isLooseDni('X123456AL')).toBe(false);
    expect(isLooseDni('12345678-')).toBe(false);
    expect(isLooseDni('1234-5678')).toBe(false);
    expect(isLooseDni(' 12345678Z')).toBe(false);
    expect(isLooseDni('12345678Ñ')).toBe(false);
    expect(isLooseDni('')).toBe(false);
  });

  it('accepts any alphanumeric, 7 digits and an alphanumeric', () => {
    fc.assert(
      fc.property(alphanumeric, sevenDigits, alphanumeric, (first, digits, last) => {
        expect(isLooseDni(first + digits + last)).toBe(true);
      }),
    );
  });

  it('refuses a letter among the 7 middle digits', () => {
    fc.assert(
      fc.property(
        sevenDigits,
        fc.integer({ min: 0, max: 6 }),
        fc.constantFrom(...'ABCXYZ'),
        (digits, position, letter) => {
          const middle = digits.slice(0, position) + letter + digits.slice(position + 1);
          expect(isLooseDni(`1${middle}Z`)).toBe(false);
        },
      ),
    );
  });
});
