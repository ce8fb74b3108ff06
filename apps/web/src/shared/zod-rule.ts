import type { Rule } from 'antd/es/form';
import type { z } from 'zod';

interface ZodRuleOptions {
  /** Accept an empty value without checking it (an optional password, say). */
  optional?: boolean;
  /** Accept this value unchecked: what is already stored (an old login kept as it is). */
  stored?: unknown;
}

const isEmpty = (value: unknown) => value === undefined || value === null || value === '';

/**
 * An antd Form rule for one field of a shared zod object schema (style.md: forms take their
 * rules from the shared schema through one adapter, so the browser and the server refuse the
 * same input with the same words). It rejects with the first issue's message. An untouched
 * field (undefined) is checked as an empty string, so required fields say their own message.
 */
export function zodRule<S extends z.ZodObject, K extends keyof S['shape'] & string>(
  schema: S,
  field: K,
  options: ZodRuleOptions = {},
): Rule {
  const fieldSchema = schema.shape[field] as z.ZodType;
  return {
    validator: async (_rule, value: unknown) => {
      if (options.optional && isEmpty(value)) return;
      if (options.stored !== undefined && value === options.stored) return;
      const result = fieldSchema.safeParse(isEmpty(value) ? '' : value);
      if (result.success) return;
      throw new Error(result.error.issues[0]?.message ?? '');
    },
  };
}
