import type { z } from 'zod';
import { depthSafeSerializer } from '../src/plugins/deep-json-reply.ts';

/** The text the routes' reply serializer (app.ts) writes for `value` under `schema`. */
export const zodSerialized = (schema: z.ZodType, value: unknown): string =>
  depthSafeSerializer({ schema, method: 'GET', url: '/test', httpStatus: '200' })(value);
