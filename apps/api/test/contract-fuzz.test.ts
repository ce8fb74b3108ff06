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
import { zodEnglish as ENGLISH } from '@extranet/shared/zod-english';

/**
 * The contract fuzz test (docs/input-validation.md#the-contract-fuzz-test): every route of
 * the OpenAPI document gets bodies, paths and queries generated from its own schema, mixed with
 * hostile values (2^31, -2^31-1, NUL, 1 MB text, 2,500-deep JSON, wrong types, arrays for
 * objects, broken multipart), as an administrator and as an anonymous caller. Whatever is sent:
 * never a 5xx, every message Spanish, and a refused call leaves every table as it was.
 * A fixed seed and a few runs a route keep it within CI's time on both stores.
 */

const SEED = 18;
/** Generated calls a route, as the administrator; the anonymous caller makes one. */
const RUNS = 4;

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

/**
 * A simple value of the schema (the first choice, a short text, an existing id, false): the
 * base of a probe, so that the one hostile member it carries is what the route meets.
 */
function plain(schema: JsonSchema | undefined, id: number): unknown {
  const variants = schema?.anyOf ?? schema?.oneOf ?? schema?.allOf;
  if (variants?.length) {
    const usable = variants.find((v) => v.type !== 'null') ?? variants[0];
    return plain(usable, id);
  }
  if (schema?.const !== undefined) return schema.const;
  if (schema?.enum?.length) return schema.enum[0];
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (type === 'integer' || type === 'number') return id;
  if (type === 'boolean') return false;
  if (type === 'string') return 'Texto';
  if (type === 'array') return [plain(schema?.items, id)];
  if (type === 'object') {
    const entries = Object.entries(schema?.properties ?? {});
    return Object.fromEntries(entries.map(([key, member]) => [key, plain(member, id)]));
  }
  return null;
}

/** The hostile value a member of this schema is probed with: past integer, NUL, too deep. */
function probeFor(schema: JsonSchema | undefined): unknown {
  const type = Array.isArray(schema?.type) ? schema.type[0] : schema?.type;
  if (type === 'integer' || type === 'number') return 2 ** 31;
  if (type === 'string' || schema?.enum) return 'a\u0000b';
  if (type === 'array' || type === 'object') return 'a\u0000b';
  return deepJson(2_500);
}

describe('contract fuzz: no input makes a 5xx, an English message or a half-written change', () => {
  const t = useTestApp();
  let routes: Route[] = [];
  /** A new administrator, logged in: a call may end its session or change its password. */
  const newAdmin = async (): Promise<Client> => {
    const user = await makeUser(t.db, { role: Role.Admin });
    const login = await t.anon.post('/api/authenticate', {
      username: user.username,
      password: KNOWN_PASSWORD,
    });
    expect(login.statusCode, login.body).toBe(200);
    return t.bearer(login.json<{ token: string }>().token);
  };
  /** Ids that exist, so that generated calls also reach the checks past "not found". */
  let knownIds: number[] = [];
  /** Existing ids by what they name, for the probes' paths and bodies. */
  let ids: Record<'campaign' | 'activity' | 'order' | 'entity' | 'user', number>;
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
    const campaign = await makeCampaign(t.db);
    const activity = await makeActivity(t.db, { campaignId: campaign.id });
    const applicant = await makeUser(t.db);
    const order = await makeOrder(t.db, { activityId: activity.id, userId: applicant.id });
    const entity = await makeEntity(t.db);
    knownIds = [campaign.id, activity.id, order.id, entity.id, applicant.id];
    ids = {
      campaign: campaign.id,
      activity: activity.id,
      order: order.id,
      entity: entity.id,
      user: applicant.id,
    };
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

  /** An existing id for a path member, by its name or else by the path it is in. */
  const idFor = (name: string, path: string): number => {
    const kind = (['campaign', 'activity', 'order', 'entity', 'user'] as const).find(
      (k) => name.toLowerCase().includes(k) || (name === 'id' && path.includes(`/${k}/`)),
    );
    return ids[kind ?? 'campaign'];
  };

  /**
   * Calls each carrying one hostile member on simple values: every path member at 2^31, every
   * query member at 2^31 and with a NUL, every body member at what its type fears most, and
   * the whole body as deep JSON and as an array.
   */
  const probesOf = (route: Route): Call[] => {
    const parameters = route.operation.parameters ?? [];
    const inPath = parameters.filter((p) => p.in === 'path');
    const basePath = Object.fromEntries(inPath.map((p) => [p.name, idFor(p.name, route.path)]));
    const content = route.operation.requestBody?.content ?? {};
    const json = content['application/json']?.schema;
    const multipart = 'multipart/form-data' in content || route.path.endsWith('/upload');
    const baseBody = plain(json, ids.campaign);
    const call = (change: Partial<Call>): Call => ({
      path: basePath,
      query: {},
      body: baseBody,
      multipart,
      cut: 0,
      ...change,
    });
    return [
      ...inPath.map((p) => call({ path: { ...basePath, [p.name]: 2 ** 31 } })),
      ...parameters
        .filter((p) => p.in === 'query')
        .flatMap((p) => [
          call({ query: { [p.name]: 2 ** 31 } }),
          call({ query: { [p.name]: 'a\u0000b' } }),
        ]),
      ...Object.entries(json?.properties ?? {}).map(([key, member]) =>
        call({ body: { ...(baseBody as object), [key]: probeFor(member) } }),
      ),
      ...(json ? [call({ body: deepJson(2_500) }), call({ body: [baseBody] })] : []),
    ];
  };

  /** What went wrong, one line a call: the test lists them all at the end. */
  const problems: string[] = [];
  /** Replies checked, to tell that the walk did not stop early. */
  let calls = 0;

  /** The 5xx rule and the Spanish rule for one reply; false when it broke one. */
  const replyIsRight = (route: Route, res: LightMyRequestResponse, call: Call): boolean => {
    calls += 1;
    const sent = JSON.stringify({ ...call, body: call.body === undefined ? null : call.body });
    const where = `${route.method} ${route.path} ${sent.slice(0, 200)} → ${res.statusCode}`;
    if (res.statusCode >= 500) {
      problems.push(`${where}: ${res.body.slice(0, 200)}`);
      return false;
    }
    if (res.statusCode < 400) return true;
    if (!res.headers['content-type']?.toString().includes('application/json')) return true;
    const reply = res.json<{ message?: unknown; fields?: Record<string, unknown> }>();
    const texts = [reply.message, ...Object.values(reply.fields ?? {})].map(String);
    const english = texts.find((text) => ENGLISH.test(text));
    if (english) problems.push(`${where}: English message '${english}'`);
    return !english;
  };

  /** One call as an administrator: the reply rules, and nothing written when it is refused. */
  const adminCallIsRight = async (client: Client, route: Route, call: Call) => {
    const before = await counts();
    const res = await send(client, route, call);
    if (!replyIsRight(route, res, call)) return false;
    if (res.statusCode < 400) return true;
    const after = await counts();
    const changed = Object.keys(before ?? {}).filter((table) => before?.[table] !== after?.[table]);
    if (changed.length) problems.push(`${route.method} ${route.path} refused but wrote ${changed}`);
    return changed.length === 0;
  };

  it('answers every generated call of every route with a Spanish 4xx or a success', async () => {
    expect(routes.length).toBeGreaterThan(50);
    const options = { seed: SEED, endOnFailure: true };
    for (const route of routes) {
      const admin = await newAdmin();
      for (const probe of probesOf(route)) await adminCallIsRight(admin, route, probe);
      await fc.check(
        fc.asyncProperty(callOf(route), (call) => adminCallIsRight(admin, route, call)),
        { ...options, numRuns: RUNS },
      );
      await fc.check(
        fc.asyncProperty(callOf(route), async (call) =>
          replyIsRight(route, await send(t.anon, route, call), call),
        ),
        { ...options, numRuns: 1 },
      );
    }
    // Every route got its probes and its generated calls (a walk cut short proves nothing).
    expect(calls).toBeGreaterThan(routes.length * (RUNS + 2));
    expect(problems).toEqual([]);
  }, 180_000);
});
