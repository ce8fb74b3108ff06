/**
 * Spanish NIE (Número de Identidad de Extranjero) check.
 *
 * The NIE reuses the DNI control letter: its leading X, Y or Z stands for the digit 0, 1 or 2
 * so that the eight resulting digits never collide with an existing DNI number.
 */
import { dniLetterFor } from './dni.ts';

const NIE_SHAPE = /^([XYZ])(\d{7})([A-Z])$/;

/** Digit that replaces each NIE prefix before computing the control letter. */
const PREFIX_DIGIT: Readonly<Record<string, string>> = { X: '0', Y: '1', Z: '2' };

/**
 * True when `value` is a NIE: X, Y or Z, then 7 digits, then the control letter. The letter is
 * `dniLetterFor` of the number formed by the prefix digit (X→0, Y→1, Z→2) followed by the 7
 * digits. Surrounding spaces are ignored and letters may be lowercase, as for the DNI.
 */
export function isValidNie(value: string): boolean {
  const match = NIE_SHAPE.exec(value.trim().toUpperCase());
  if (!match) return false;
  const [, prefix = '', digits, letter] = match;
  return dniLetterFor(Number(`${PREFIX_DIGIT[prefix]}${digits}`)) === letter;
}
