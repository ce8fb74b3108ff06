import { limits } from '@extranet/shared/limits';
import type { FastifySerializerCompiler } from 'fastify';
import { serializerCompiler } from 'fastify-type-provider-zod';
import type { ZodType } from 'zod';
import { isStackOverflow } from './malformed-input.ts';

/** Levels of a reply kept when it is too deep to serialize: the envelope plus a stored value. */
const KEPT_LEVELS = limits.maxJsonDepth * 2;

/** A copy of `value` whose branches below `levels` levels are null (bounded recursion). */
function cutBelow(value: unknown, levels: number): unknown {
  if (value === null || typeof value !== 'object') return value;
  if (levels <= 0) return null;
  if (Array.isArray(value)) return value.map((item) => cutBelow(item, levels - 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [key, cutBelow(item, levels - 1)]),
  );
}

/**
 * The zod type provider's reply serializer, made safe for JSON stored before its depth was
 * bounded (docs/input-validation.md#deep-json): such a value overflows the stack of
 * JSON.stringify, which answered 500 for ever. Only then, the reply is served with its branches
 * past KEPT_LEVELS cut to null; every other reply takes the usual path at no extra cost.
 */
export const depthSafeSerializer: FastifySerializerCompiler<ZodType> = (route) => {
  const serialize = serializerCompiler(route);
  return (data) => {
    try {
      return serialize(data);
    } catch (err) {
      if (!isStackOverflow(err)) throw err;
      return serialize(cutBelow(data, KEPT_LEVELS));
    }
  };
};
