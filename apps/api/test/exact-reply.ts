import { expect } from 'vitest';
import type { z } from 'zod';

/**
 * A list reply sent without the schema serializer (plugins/plain-json.ts) must be exactly what
 * its schema lets through: parsing leaves it unchanged, so no field is missing, of another type,
 * or extra (a stored column that should never leave the server).
 */
export function expectExactReply(schema: z.ZodType, reply: unknown): void {
  expect(schema.parse(reply)).toStrictEqual(reply);
}
