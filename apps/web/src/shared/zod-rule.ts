import type { Rule } from 'antd/es/form';
import type { z } from 'zod';
import { zodFieldError, type ZodFieldOptions } from './zod-field-error';

/**
 * An antd Form rule for one field of a shared zod object schema (the one adapter of style.md):
 * it rejects with the field's first issue (zod-field-error.ts).
 */
export function zodRule<S extends z.ZodObject, K extends keyof S['shape'] & string>(
  schema: S,
  field: K,
  options: ZodFieldOptions = {},
): Rule {
  return {
    validator: async (_rule, value: unknown) => {
      const error = zodFieldError(schema, field, value, options);
      if (error !== undefined) throw new Error(error);
    },
  };
}
