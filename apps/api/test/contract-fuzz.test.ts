import { Role } from '@extranet/shared/roles';
import { sql } from 'drizzle-orm';
import fc from 'fast-check';
import type { LightMyRequestResponse } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/client.ts';
import {
  KNOWN_PASSWORD,
  makeActivity,
  makeCampaign,
  makeEntity,
  makeOrder,
  makeUser,
} from './factories.ts';
import { useTestApp, type Client } from './harness.ts';
import { multipartBody, sampleFiles } from './multipart.ts';
import { orderFormBody } from './order-form.ts';

/**
 * The contract fuzz test (docs/input-validation.md "The contract fuzz test"): every route of
 * the OpenAPI document gets bodies, paths and queries generated from its own schema, mixed with
 * hostile values (2^31, -2^31-1, NUL, 1 MB text, 2,500-deep JSON, wrong types, arrays for
 * objects, broken multipart), as an administrator and as an anonymous caller. Whatever is sent:
 * never a 5xx, every message Spanish, and a refused call leaves every table as it was.
 * A fixed seed and a few runs a route keep it within CI's time on both stores.
 */

const SEED = 18;
/** Generated calls a route, as the administrator; the anonymous caller makes one. */
const RUNS = 4;
/** The English phrases of zod's default messages: none may reach a person. */
const ENGLISH = /\b(invalid|expected|received|too big|too small|required)\b/i;

interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
  maxLength?: number;
}

interface Parameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  schema?: JsonSchema;
}

interface Operation {
  parameters?: Parameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

interface Route {
  method: string;
  path: string;
  operation: Operation;
}

const deepJson = (depth: number): unknown => JSON.parse('['.repeat(depth) + ']'.repeat(depth));

/** Values no well-formed request carries. */
const hostileScalar = fc.constantFrom<unknown>(
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53,
  -1,
  0,
  1.5,
  '',
  'abc',
  'a\u0000b',
  '\u0000',
  true,
  null,
);
const hostile = fc.oneof(
  { weight: 6, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.constant('x'.repeat(1_000_000)) },
  { weight: 1, arbitrary: fc.constant(deepJson(2_500)) },
  { weight: 1, arbitrary: fc.constant([]) },
  { weight: 1, arbitrary: fc.constant({}) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A value the schema describes, bent now and then: each member may be hostile instead. */
function fromSchema(schema: JsonSchema | undefined, depth = 0): fc.Arbitrary<unknown> {
  if (!schema || depth > 4) return hostile;
  const variants = schema.anyOf ?? schema.oneOf ?? schema.allOf;
  if (variants?.length) return fc.oneof(...variants.map((s) => fromSchema(s, depth + 1)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum?.length) return fc.constantFrom(...schema.enum);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  const bent = <T>(arbitrary: fc.Arbitrary<T>) =>
    fc.oneof({ weight: 3, arbitrary }, { weight: 1, arbitrary: hostile });
  switch (type) {
    case 'integer':
    case 'number':
      return bent(
        fc.oneof(
          fc.integer({ min: schema.minimum ?? -5, max: Math.min(schema.maximum ?? 50, 2 ** 31) }),
          fc.constantFrom(schema.maximum ?? 2 ** 31, (schema.maximum ?? 2 ** 31) + 1),
        ),
      );
    case 'boolean':
      return bent(fc.boolean());
    case 'string':
      return bent(fc.string({ maxLength: Math.min(schema.maxLength ?? 20, 40) }));
    case 'array':
      return bent(fc.array(fromSchema(schema.items, depth + 1), { maxLength: 3 }));
    case 'object': {
      const members = Object.fromEntries(
        Object.entries(schema.properties ?? {}).map(([key, member]) => [
          key,
          fromSchema(member, depth + 1),
        ]),
      );
      return bent(fc.record(members, { requiredKeys: [] }));
    }
    default:
      return hostile;
  }
}

/** Text of a value as it travels in a path, a query or a form field. */
const asText = (value: unknown): string =>
  typeof value === 'string'
    ? value
    : Array.isArray(value)
      ? value.map(asText).join(',')
      : JSON.stringify(value);

describe('contract fuzz: no input makes a 5xx, an English message or a half-written change', () => {
  const t = useTestApp();
  let routes: Route[] = [];
  let admin: Client;
  /** Ids that exist, so that generated calls also reach the checks past "not found". */
  let knownIds: number[] = [];
  let tables: string[] = [];

  beforeAll(async () => {
    const docs = await t.anon.get('/api/docs/json');
    const paths = docs.json<{ paths: Record<string, Record<string, Operation>> }>().paths;
    routes = Object.entries(paths).flatMap(([path, methods]) =>
      Object.entries(methods).map(([method, operation]) => ({
        method: method.toUpperCase(),
        path,
        operation,
      })),
    );
    const user = await makeUser(t.db, { role: Role.Admin });
    const login = await t.anon.post('/api/authenticate', {
      username: user.username,
      password: KNOWN_PASSWORD,
    });
    admin = t.bearer(login.json<{ token: string }>().token);
    const campaign = await makeCampaign(t.db);
    const activity = await makeActivity(t.db, { campaignId: campaign.id });
    const applicant = await makeUser(t.db);
    const order = await makeOrder(t.db, { activityId: activity.id, userId: applicant.id });
    const entity = await makeEntity(t.db);
    knownIds = [campaign.id, activity.id, order.id, entity.id, applicant.id];
    const found = await t.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by tablename`,
    );
    tables = rowsOf<{ tablename: string }>(found).map((row) => row.tablename);
  });

  /** Rows of every table, to tell that a refused call wrote nothing. */
  const counts = async () => {
    const select = tables.map((table) => `(select count(*) from "${table}")::int as "${table}"`);
    const result = await t.db.execute(sql.raw(`select ${select.join(', ')}`));
    return rowsOf<Record<string, number>>(result)[0];
  };

  /** One generated call of `route`: path, query and body from its schemas. */
  const callOf = (route: Route) => {
    const parameters = route.operation.parameters ?? [];
    const pathValue = (p: Parameter) =>
      fc.oneof(fc.constantFrom(...knownIds), fromSchema(p.schema), hostileScalar);
    const path = fc.record(
      Object.fromEntries(
        parameters.filter((p) => p.in === 'path').map((p) => [p.name, pathValue(p)]),
      ),
    );
    const query = fc.record(
      Object.fromEntries(
        parameters.filter((p) => p.in === 'query').map((p) => [p.name, fromSchema(p.schema)]),
      ),
      { requiredKeys: [] },
    );
    const content = route.operation.requestBody?.content ?? {};
    const json = content['application/json']?.schema;
    const multipart = 'multipart/form-data' in content || route.path.endsWith('/upload');
    const body = fc.oneof(
      { weight: 4, arbitrary: fromSchema(json) },
      { weight: 1, arbitrary: hostile },
      { weight: 1, arbitrary: fc.array(fromSchema(json), { maxLength: 2 }) },
    );
    return fc.record({ path, query, body, multipart: fc.constant(multipart), cut: fc.nat(40) });
  };

  type Call = ReturnType<typeof callOf> extends fc.Arbitrary<infer C> ? C : never;

  const send = (client: Client, route: Route, call: Call): Promise<LightMyRequestResponse> => {
    let url = route.path.replace(/\{(\w+)\}/g, (_, name: string) =>
      encodeURIComponent(asText(call.path[name])),
    );
    const query = Object.entries(call.query)
      .map(([name, value]) => `${encodeURIComponent(name)}=${encodeURIComponent(asText(value))}`)
      .join('&');
    if (query) url += `?${query}`;
    if (route.method === 'GET') return client.get(url);
    if (route.method === 'DELETE') return client.del(url);
    if (!call.multipart) return client.post(url, call.body);
    // A form of the generated fields (and a file), whole or cut short at a random byte.
    const fields =
      call.body && typeof call.body === 'object' && !Array.isArray(call.body)
        ? Object.fromEntries(Object.entries(call.body).map(([k, v]) => [k, asText(v)]))
        : {};
    const form = route.path.endsWith('/upload')
      ? multipartBody({
          filename: asText(call.body).slice(0, 60) || 'a.png',
          content: sampleFiles.png,
        })
      : orderFormBody(fields, [{ filename: 'b.pdf', content: sampleFiles.pdf }]);
    const payload =
      call.cut > 30
        ? form.payload.subarray(0, (form.payload.length * call.cut) / 41)
        : form.payload;
    return client.post(url, payload, { headers: form.headers });
  };

  /** The Spanish rule and the 5xx rule, for one reply. */
  const assertReply = (route: Route, res: LightMyRequestResponse, call: unknown) => {
    const where = `${route.method} ${route.path}: ${res.statusCode} ${res.body.slice(0, 300)}`;
    expect(res.statusCode, where).toBeLessThan(500);
    if (!res.headers['content-type']?.toString().includes('application/json')) return;
    const reply = res.json<{ message?: unknown; fields?: Record<string, unknown> }>();
    if (res.statusCode < 400 || typeof reply !== 'object' || reply === null) return;
    for (const text of [reply.message, ...Object.values(reply.fields ?? {})]) {
      expect(String(text), `${where} for ${JSON.stringify(call)?.slice(0, 300)}`).not.toMatch(
        ENGLISH,
      );
    }
  };

  it('answers every generated call of every route with a Spanish 4xx or a success', async () => {
    expect(routes.length).toBeGreaterThan(50);
    for (const route of routes) {
      await fc.assert(
        fc.asyncProperty(callOf(route), async (call) => {
          const before = await counts();
          const res = await send(admin, route, call);
          assertReply(route, res, call);
          if (res.statusCode >= 400) expect(await counts(), `${route.path} wrote`).toEqual(before);
        }),
        { seed: SEED, numRuns: RUNS, endOnFailure: true },
      );
      await fc.assert(
        fc.asyncProperty(callOf(route), async (call) => {
          assertReply(route, await send(t.anon, route, call), call);
        }),
        { seed: SEED, numRuns: 1, endOnFailure: true },
      );
    }
  }, 180_000);
});
