/**
 * A positive whole id written in an address (`?id=12`, `/activity-filter/12`, and the target of
 * `/campaign-filter/3`), or undefined for anything else: empty, zero, signs, decimals, exponents,
 * or past the safe integers.
 */
export function addressId(text: string | null | undefined): number | undefined {
  const digits = text?.trim() ?? '';
  if (!/^\d+$/.test(digits)) return undefined;
  const id = Number(digits);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
