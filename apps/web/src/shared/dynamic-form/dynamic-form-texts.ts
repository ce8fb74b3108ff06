/** Hints of the dynamic form's controls, written once. */
export const dynamicFormTexts = {
  numberRange: (min: number, max: number) => `Entre ${min} y ${max}`,
  numberMin: (min: number) => `Mínimo ${min}`,
  numberMax: (max: number) => `Máximo ${max}`,
  required: 'obligatorio',
} as const;

/** The range hint of a number field ('Entre 25 y 54'), or undefined without bounds. */
export function numberHint(field: { type: string; min?: number; max?: number }) {
  if (field.type !== 'number') return undefined;
  const { min, max } = field;
  if (min !== undefined && max !== undefined) return dynamicFormTexts.numberRange(min, max);
  if (min !== undefined) return dynamicFormTexts.numberMin(min);
  if (max !== undefined) return dynamicFormTexts.numberMax(max);
  return undefined;
}
