import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineReply, int, isoTime, text } from './json-reply.ts';
import { users } from './schema/users.ts';

const Reply = z.object({
  id: z.number().int(),
  name: z.string(),
  lastLogin: z.string().nullable(),
});

describe('a reply declared once (defineReply)', () => {
  it('refuses fields that are not exactly the keys of its schema', () => {
    expect(() =>
      // @ts-expect-error lastLogin, a key of the schema, has no field
      defineReply(Reply, { id: int(users.id), name: text(users.name) }),
    ).toThrow(/not its schema's keys/);
    expect(() =>
      defineReply(Reply, {
        id: int(users.id),
        name: text(users.name),
        lastLogin: isoTime(users.lastLogin),
        // @ts-expect-error the schema has no email
        email: text(users.email),
      }),
    ).toThrow(/not its schema's keys/);
  });

  it('presents a row in the order of its schema, whatever the order of its fields', () => {
    const reply = defineReply(Reply, {
      lastLogin: isoTime(users.lastLogin),
      name: text(users.name),
      id: int(users.id),
    });
    const at = new Date('2026-03-29T01:59:59.999Z');
    expect(Object.keys(reply.columns)).toEqual(['id', 'name', 'lastLogin']);
    expect(JSON.stringify(reply.present({ lastLogin: at, name: 'Ana', id: 7 }))).toBe(
      '{"id":7,"name":"Ana","lastLogin":"2026-03-29T01:59:59.999Z"}',
    );
  });

  it('types each field as the value of its key in the schema', () => {
    const Seen = z.object({ id: z.number().int(), name: z.string(), seen: z.string() });
    const reply = defineReply(Seen, {
      id: int(users.id),
      // @ts-expect-error a number is not the schema's string
      name: int(users.role),
      // @ts-expect-error a timestamp that may be null is not the schema's string
      seen: isoTime(users.lastLogin),
    });
    expect(Object.keys(reply.columns)).toEqual(['id', 'name', 'seen']);
  });
});
