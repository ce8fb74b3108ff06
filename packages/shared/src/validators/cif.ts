/**
 * Spanish CIF (Código de Identificación Fiscal) of legal entities, which request activities
 * on behalf of schools, associations and public bodies.
 */

/**
 * Organisation types accepted as first letter: A, B, C, D, E, F, G, H, J, N, P, Q, R, S, U, V, W.
 * I, K, L, M, O, T, X, Y, Z are not legal-entity CIFs (K, L, M identify people and X, Y, Z are
 * NIEs), so they are refused.
 */
const CIF_SHAPE = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/;

/** Control letters, indexed by the control digit they stand for. */
const CONTROL_LETTERS = 'JABCDEFGHI';

/**
 * Types whose control character must be a letter: non-resident entities (N), local
 * corporations (P), public bodies (Q), religious congregations (R), state administration
 * bodies (S) and permanent establishments of non-residents (W). K belongs to the official rule
 * too but never reaches this check, since it is not an accepted first letter.
 */
const LETTER_CONTROL_TYPES = 'KNPQRSW';

/**
 * Types whose control character must be a digit: public limited companies (A), limited
 * companies (B), joint ownerships (E) and owners' associations (H).
 */
const DIGIT_CONTROL_TYPES = 'ABEH';

/** Doubles a digit and adds the digits of the result, e.g. 7 → 14 → 5. */
function doubledDigitSum(digit: number): number {
  const doubled = digit * 2;
  return Math.floor(doubled / 10) + (doubled % 10);
}

/**
 * Control digit of the 7 central digits: the digits in positions 2, 4 and 6 are added as
 * they are, those in positions 1, 3, 5 and 7 are doubled with their digits summed, and the
 * result is (10 - total % 10) % 10.
 */
function controlDigitOf(digits: string): number {
  let total = 0;
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[index]);
    // index 0 is the 1st position, so even indexes are the odd (doubled) positions.
    total += index % 2 === 0 ? doubledDigitSum(digit) : digit;
  }
  return (10 - (total % 10)) % 10;
}

/**
 * True when `value` is a CIF: 9 characters, an organisation letter of
 * ABCDEFGHJNPQRSUVW, 7 digits and a control character. The control is a digit d computed
 * from the 7 digits (see below) or the letter 'JABCDEFGHI'[d]. Types N, P, Q, R, S, W (and K)
 * require the letter, types A, B, E, H require the digit, the rest accept either. Control:
 * sum the 2nd, 4th and 6th digits; for the 1st, 3rd, 5th and 7th, double each and sum the
 * digits of the product; d = (10 - sum % 10) % 10. Surrounding spaces are ignored and letters
 * may be lowercase; dashes and suffixes are not removed here (see `cleanCif`).
 */
export function isValidCif(value: string): boolean {
  const match = CIF_SHAPE.exec(value.trim().toUpperCase());
  if (!match) return false;
  const [, type = '', digits = '', control = ''] = match;
  const controlDigit = controlDigitOf(digits);
  const digitForm = String(controlDigit);
  const letterForm = CONTROL_LETTERS.charAt(controlDigit);
  if (LETTER_CONTROL_TYPES.includes(type)) return control === letterForm;
  if (DIGIT_CONTROL_TYPES.includes(type)) return control === digitForm;
  return control === digitForm || control === letterForm;
}

/**
 * Normalises a CIF typed in the request form: everything from the first '/' on is cut, dashes are removed, the result is trimmed
 * and upper-cased. E.g. 'b-12345678/2' → 'B12345678'. It does not validate: pass the result
 * to `isValidCif`.
 */
export function cleanCif(value: string): string {
  const beforeSlash = value.split('/', 1)[0] ?? '';
  return beforeSlash.replaceAll('-', '').trim().toUpperCase();
}
