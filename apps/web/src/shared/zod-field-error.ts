import type { z } from 'zod';

export interface ZodFieldOptions {
  /** Accept an empty value without checking it (an optional password, say). */
  optional?: boolean;
  /** Accept this value unchecked: what is already stored (an old login kept as it is). */
  stored?: unknown;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * What is wrong with one field of a shared zod object schema, in the schema's words (style.md:
 * forms take their rules from the shared schema, so the browser and the server refuse the same
 * input with the same words): the first issue's message, or undefined when the value is right.
 * An untouched field (undefined) is checked as an empty string, so required fields say their own
 * message.
 */
export function zodFieldError<S extends z.ZodObject>(
  schema: S,
  field: keyof S['shape'] & string,
  value: unknown,
  options: ZodFieldOptions = {},
): string | undefined {
  if (options.optional && isEmpty(value)) return undefined;
  if (options.stored !== undefined && value === options.stored) return undefined;
  const fieldSchema = schema.shape[field] as z.ZodType;
  const result = fieldSchema.safeParse(isEmpty(value) ? '' : value);
  if (result.success) return undefined;
  return result.error.issues[0]?.message ?? '';
}
