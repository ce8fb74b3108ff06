import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dniLetterFor } from './dni.ts';
import { isValidPersonalId } from './personal-id.ts';

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

  it('accepts every DNI and NIE built with dniLetterFor', () => {
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
        },
      ),
    );
  });

  it('accepts every eight-digit DNI built with dniLetterFor', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 99_999_999 }), (num) => {
        const dni = String(num).padStart(8, '0') + dniLetterFor(num);
        expect(isValidPersonalId(dni)).toBe(true);
      }),
    );
  });
});
