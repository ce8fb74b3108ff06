import type { z } from 'zod';
import { AppError } from '../../plugins/app-error.ts';

/**
 * Checks the text fields of a multipart body with their shared schema (the type provider cannot
 * see inside a multipart stream): 400 naming each refused field, as body validation does.
 */
export function parseForm<T extends z.ZodType>(
  schema: T,
  fields: Record<string, unknown>,
): z.output<T> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  const refused: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const name = issue.path.map(String).join('.') || '_';
    refused[name] ??= issue.message;
  }
  throw new AppError('validation', refused);
}
