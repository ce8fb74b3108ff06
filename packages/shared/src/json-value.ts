import { z } from 'zod';
import { limits } from './limits.ts';
import { messages } from './messages.ts';

/**
 * Nesting depth of a parsed JSON value, counted without recursion so that any input can be
 * measured; it stops counting once past `stopAt`. A scalar is 0, `[]` and `{}` are 1.
 */
export function jsonDepth(value: unknown, stopAt: number = limits.maxJsonDepth): number {
  let deepest = 0;
  const pending: [unknown, number][] = [[value, 0]];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [item, depth] = next;
    if (item === null || typeof item !== 'object') continue;
    const level = depth + 1;
    if (level > deepest) deepest = level;
    if (deepest > stopAt) return deepest;
    for (const child of Object.values(item)) pending.push([child, level]);
  }
  return deepest;
}

/** True when some text of the value (a string, or a key or string inside it) holds a NUL. */
export function containsNul(value: unknown): boolean {
  const pending: unknown[] = [value];
  while (pending.length > 0) {
    const item = pending.pop();
    if (typeof item === 'string') {
      if (item.includes('\u0000')) return true;
    } else if (item !== null && typeof item === 'object') {
      for (const [key, child] of Object.entries(item)) {
        if (key.includes('\u0000')) return true;
        pending.push(child);
      }
    }
  }
  return false;
}

/**
 * A JSON value stored as sent (the rich-text editor's JSON, a form definition): refused past
 * limits.maxJsonDepth levels, so that every stored value can be read and served again
 * (docs/input-validation.md#deep-json).
 */
export const JsonValue = z
  .unknown()
  .refine((value) => jsonDepth(value) <= limits.maxJsonDepth, messages.jsonTooDeep);

/** `schema`, after the depth check of JsonValue (for forms and other JSON kept whole). */
export const shallowJson = <T extends z.ZodType>(schema: T) => JsonValue.pipe(schema);

/**
 * A stored JSON value as a copy may keep it: null when it is deeper than the limit (stored
 * before the limit existed), since writing it again would overflow; the rich text's HTML,
 * stored beside it, is kept whole (docs/input-validation.md#deep-json).
 */
export const storableJson = (value: unknown): unknown =>
  jsonDepth(value) <= limits.maxJsonDepth ? value : null;
