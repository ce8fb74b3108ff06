import type { APIRequestContext } from '@playwright/test';
import { bearer, ok } from './api.ts';

// Valid CIFs for new entities, and entities made through the administration's call. The rule
// of the control character is packages/shared/src/validators/cif.ts.

const CONTROL_LETTERS = 'JABCDEFGHI';

/** The control digit of a CIF's 7 digits. */
function controlDigit(digits: string): number {
  let total = 0;
  [...digits].forEach((d, i) => {
    const n = Number(d);
    total += i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n;
  });
  return (10 - (total % 10)) % 10;
}

const sevenDigits = (seed: number) => String(1_000_000 + (seed % 9_000_000)).padStart(7, '0');

/** A valid association CIF (G and a control digit) from `seed`. */
export const associationCif = (seed: number): string => {
  const digits = sevenDigits(seed);
  return `G${digits}${controlDigit(digits)}`;
};

/** A valid limited company CIF (B and a control digit) whose digits vary with the clock. */
export const companyCif = (): string => {
  const digits = String(Date.now() % 10_000_000).padStart(7, '0');
  return `B${digits}${controlDigit(digits)}`;
};

/**
 * A public body's CIF (Q, whose control must be a letter): the right one, and one with the
 * wrong control letter.
 */
export function publicBodyCifs(seed: number): { valid: string; wrongLetter: string } {
  const digits = sevenDigits(seed);
  const d = controlDigit(digits);
  return {
    valid: `Q${digits}${CONTROL_LETTERS.charAt(d)}`,
    wrongLetter: `Q${digits}${CONTROL_LETTERS.charAt((d + 1) % 10)}`,
  };
}

export interface EntityFields {
  name: string;
  cif: string;
  address: string;
  city: string;
  postalCode: string;
  idCouncil: number;
  idTarget: number;
  /** Makes it a centre of that main entity. */
  mainEntityId?: number;
}

/** An entity made as the 'Nueva entidad' modal makes it, by the holder of `token` (role 2+). */
export async function entityViaApi(
  request: APIRequestContext,
  token: string,
  fields: EntityFields,
): Promise<number> {
  const reply = await request.post('/api/entity/create', { headers: bearer(token), data: fields });
  return (await ok<{ id: number }>(reply)).id;
}
