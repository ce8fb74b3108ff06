/**
 * Spanish DNI (Documento Nacional de Identidad) check.
 *
 * The control letter is the official Ministry of the Interior table indexed by number mod 23;
 * I, Ñ, O and U are left out of the table so they cannot be mistaken for digits or each other.
 */

const CONTROL_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** Largest number that fits in the 8 digits of a DNI. */
const MAX_DNI_NUMBER = 99_999_999;

const DNI_SHAPE = /^(\d{8})([A-Z])$/;

/**
 * Control letter for a DNI number: 'TRWAGMYFPDXBNJZSQVHLCKE'[num % 23].
 * Also used by the NIE once its leading letter is replaced by a digit.
 *
 * @throws RangeError when `num` is not an integer from 0 to 99,999,999, since any other value
 *   has no DNI and silently answering a letter would hide the caller's bug.
 */
export function dniLetterFor(num: number): string {
  if (!Number.isInteger(num) || num < 0 || num > MAX_DNI_NUMBER) {
    throw new RangeError(`A DNI number is an integer from 0 to ${MAX_DNI_NUMBER}: ${num}`);
  }
  // The index is always within 0..22, so the lookup cannot miss.
  return CONTROL_LETTERS.charAt(num % 23);
}

/**
 * True when `value` is a DNI: exactly 8 digits followed by the control letter that
 * `dniLetterFor` gives for that number. Surrounding spaces are ignored and the letter may be
 * lowercase, because users type it either way and the number is what identifies the person.
 */
export function isValidDni(value: string): boolean {
  const match = DNI_SHAPE.exec(value.trim().toUpperCase());
  if (!match) return false;
  const [, digits, letter] = match;
  return dniLetterFor(Number(digits)) === letter;
}
