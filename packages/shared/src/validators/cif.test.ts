import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cleanCif, isValidCif } from './cif.ts';

/**
 * Independent oracle of the CIF control digit, written from the official description rather
 * than shared with the code under test, so a mistake in one does not hide in the other.
 */
function expectedControlDigit(digits: string): number {
  const values = [...digits].map(Number);
  const evenSum = (values[1] ?? 0) + (values[3] ?? 0) + (values[5] ?? 0);
  const oddSum = [values[0], values[2], values[4], values[6]]
    .map((digit) => (digit ?? 0) * 2)
    .map((doubled) => (doubled > 9 ? doubled - 9 : doubled))
    .reduce((sum, part) => sum + part, 0);
  return (10 - ((evenSum + oddSum) % 10)) % 10;
}

const LETTERS = 'JABCDEFGHI';
const LETTER_ONLY = ['N', 'P', 'Q', 'R', 'S', 'W'];
const DIGIT_ONLY = ['A', 'B', 'E', 'H'];
const EITHER = ['C', 'D', 'F', 'G', 'J', 'U', 'V'];
const ALL_CONTROLS = [...'0123456789', ...LETTERS];

const sevenDigits = fc.string({
  unit: fc.constantFrom(...'0123456789'),
  minLength: 7,
  maxLength: 7,
});

describe('isValidCif', () => {
  it('accepts known real CIFs', () => {
    // A58818501: odd 5,8,8,0 → 1+7+7+0 = 15, even 8+1+5 = 14, total 29 → control 1.
    expect(isValidCif('A58818501')).toBe(true);
    // B65410011: odd 6,4,0,1 → 3+8+0+2 = 13, even 5+1+0 = 6, total 19 → control 1.
    expect(isValidCif('B65410011')).toBe(true);
    // Q2826000H: odd 2,2,0,0 → 4+4 = 8, even 8+6+0 = 14, total 22 → control 8 → 'H'.
    expect(isValidCif('Q2826000H')).toBe(true);
    // G28029643: odd 2,0,9,4 → 4+0+9+8 = 21, even 8+2+6 = 16, total 37 → control 3 (or 'C').
    expect(isValidCif('G28029643')).toBe(true);
    expect(isValidCif('G2802964C')).toBe(true);
  });

  it('accepts lowercase letters and surrounding spaces', () => {
    expect(isValidCif('q2826000h')).toBe(true);
    expect(isValidCif(' B65410011 ')).toBe(true);
  });

  it('refuses a wrong control character', () => {
    expect(isValidCif('A58818502')).toBe(false);
    expect(isValidCif('B65410012')).toBe(false);
    expect(isValidCif('Q2826000J')).toBe(false);
    expect(isValidCif('G28029644')).toBe(false);
    expect(isValidCif('G2802964D')).toBe(false);
  });

  it('refuses the right control in the form its type forbids', () => {
    // Digit-only types with the letter form, letter-only types with the digit form.
    expect(isValidCif('A5881850A')).toBe(false);
    expect(isValidCif('B6541001A')).toBe(false);
    expect(isValidCif('Q28260008')).toBe(false);
  });

  it('refuses other first letters and shapes', () => {
    expect(isValidCif('K2826000H')).toBe(false);
    expect(isValidCif('X1234567L')).toBe(false);
    expect(isValidCif('12345678Z')).toBe(false);
    expect(isValidCif('B6541001')).toBe(false);
    expect(isValidCif('B654100111')).toBe(false);
    expect(isValidCif('B-65410011')).toBe(false);
    expect(isValidCif('Q2826000K')).toBe(false);
    expect(isValidCif('')).toBe(false);
  });

  it('accepts the computed control in each allowed form and refuses any other', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...LETTER_ONLY, ...DIGIT_ONLY, ...EITHER),
        sevenDigits,
        fc.constantFrom(...ALL_CONTROLS),
        (type, digits, other) => {
          const controlDigit = expectedControlDigit(digits);
          const digitForm = String(controlDigit);
          const letterForm = LETTERS.charAt(controlDigit);
          const allowed = LETTER_ONLY.includes(type)
            ? [letterForm]
            : DIGIT_ONLY.includes(type)
              ? [digitForm]
              : [digitForm, letterForm];
          for (const control of allowed) {
            expect(isValidCif(type + digits + control)).toBe(true);
          }
          expect(isValidCif(type + digits + other)).toBe(allowed.includes(other));
        },
      ),
    );
  });

  it('refuses a changed control digit for digit-form types', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...DIGIT_ONLY, ...EITHER),
        sevenDigits,
        fc.integer({ min: 1, max: 9 }),
        (type, digits, shift) => {
          const wrong = String((expectedControlDigit(digits) + shift) % 10);
          expect(isValidCif(type + digits + wrong)).toBe(false);
        },
      ),
    );
  });
});

describe('cleanCif', () => {
  it('cuts after a slash, removes dashes, trims and upper-cases', () => {
    expect(cleanCif('b-12345678/2')).toBe('B12345678');
    expect(cleanCif('  q-2826000-h  ')).toBe('Q2826000H');
    expect(cleanCif('B65410011/001/2')).toBe('B65410011');
    expect(cleanCif('B65410011 /x')).toBe('B65410011');
    expect(cleanCif('/B65410011')).toBe('');
    expect(cleanCif('')).toBe('');
  });

  it('makes a typed CIF pass isValidCif', () => {
    expect(isValidCif(cleanCif('a-58818501/3'))).toBe(true);
  });

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (value) => {
        expect(cleanCif(cleanCif(value))).toBe(cleanCif(value));
      }),
    );
  });
});
