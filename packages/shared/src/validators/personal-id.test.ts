import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dniLetterFor } from './dni.ts';
import { isDniOrNieShape, isValidPersonalId } from './personal-id.ts';

describe('isValidPersonalId', () => {
  it('accepts valid DNIs and NIEs', () => {
    expect(isValidPersonalId('12345678Z')).toBe(true);
    expect(isValidPersonalId('00000000t')).toBe(true);
    expect(isValidPersonalId('X1234567L')).toBe(true);
    expect(isValidPersonalId('Y1234567X')).toBe(true);
    expect(isValidPersonalId('Z1234567R')).toBe(true);
  });

  it('refuses wrong control letters, CIFs and other text', () => {
    expect(isValidPersonalId('12345678A')).toBe(false);
    expect(isValidPersonalId('X1234567A')).toBe(false);
    expect(isValidPersonalId('B65410011')).toBe(false);
    expect(isValidPersonalId('Q2826000H')).toBe(false);
    expect(isValidPersonalId('admin')).toBe(false);
    expect(isValidPersonalId('')).toBe(false);
  });

  it('accepts every DNI built with dniLetterFor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (num) => {
        const dni = String(num).padStart(8, '0') + dniLetterFor(num);
        expect(isValidPersonalId(dni)).toBe(true);
      }),
    );
  });
});

describe('isDniOrNieShape', () => {
  it('accepts the DNI and NIE formats whatever the control letter', () => {
    expect(isDniOrNieShape('12345678Z')).toBe(true);
    expect(isDniOrNieShape('12345678A')).toBe(true);
    expect(isDniOrNieShape('12345678a')).toBe(true);
    expect(isDniOrNieShape('X1234567A')).toBe(true);
    expect(isDniOrNieShape('z1234567r')).toBe(true);
  });

  it('refuses other formats', () => {
    expect(isDniOrNieShape('W1234567L')).toBe(false);
    expect(isDniOrNieShape('1234567Z')).toBe(false);
    expect(isDniOrNieShape('123456789')).toBe(false);
    expect(isDniOrNieShape('B65410011')).toBe(false);
    expect(isDniOrNieShape(' 12345678Z')).toBe(false);
    expect(isDniOrNieShape('')).toBe(false);
  });

  it('holds for every valid personal id', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('', 'X', 'Y', 'Z'),
        fc.integer({ min: 0, max: 9_999_999 }),
        (prefix, num) => {
          // Without prefix the number is padded to 8 digits, with one to 7 after the prefix.
          const digits = String(num).padStart(prefix ? 7 : 8, '0');
          const prefixDigit = prefix ? String('XYZ'.indexOf(prefix)) : '';
          const id = prefix + digits + dniLetterFor(Number(prefixDigit + digits));
          expect(isValidPersonalId(id)).toBe(true);
          expect(isDniOrNieShape(id)).toBe(true);
        },
      ),
    );
  });
});
