import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dniLetterFor } from './dni.ts';
import { isValidNie } from './nie.ts';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ'.split('');
const PREFIX_DIGIT = { X: '0', Y: '1', Z: '2' } as const;

describe('isValidNie', () => {
  it('accepts known valid NIEs', () => {
    // X→0: 01234567 % 23 = 19 → 'L'; Y→1: 11234567 % 23 = 10 → 'X'; Z→2: 21234567 % 23 = 1 → 'R'.
    expect(isValidNie('X1234567L')).toBe(true);
    expect(isValidNie('Y1234567X')).toBe(true);
    expect(isValidNie('Z1234567R')).toBe(true);
  });

  it('accepts lowercase letters and surrounding spaces', () => {
    expect(isValidNie('x1234567l')).toBe(true);
    expect(isValidNie(' Y1234567X ')).toBe(true);
  });

  it('refuses a wrong control letter', () => {
    expect(isValidNie('X1234567A')).toBe(false);
    expect(isValidNie('Y1234567L')).toBe(false);
    expect(isValidNie('Z1234567X')).toBe(false);
  });

  it('refuses another prefix or a wrong shape', () => {
    expect(isValidNie('W1234567L')).toBe(false);
    expect(isValidNie('01234567L')).toBe(false);
    expect(isValidNie('X123456L')).toBe(false);
    expect(isValidNie('X12345678L')).toBe(false);
    expect(isValidNie('X-1234567-L')).toBe(false);
    expect(isValidNie('')).toBe(false);
    expect(isValidNie('12345678Z')).toBe(false);
  });

  it('accepts every prefix and 7 digits with the computed letter, and no other letter', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('X', 'Y', 'Z' as const),
        fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 7, maxLength: 7 }),
        fc.constantFrom(...ALPHABET),
        (prefix, digits, other) => {
          const letter = dniLetterFor(Number(PREFIX_DIGIT[prefix] + digits));
          expect(isValidNie(prefix + digits + letter)).toBe(true);
          expect(isValidNie(prefix + digits + other)).toBe(other === letter);
        },
      ),
    );
  });
});
