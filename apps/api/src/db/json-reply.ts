import { Column, is, sql, type GetColumnData, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { z } from 'zod';
import { jsonBool, jsonInt, jsonValue } from './json-text.ts';

/**
 * One definition per reply (docs/api-conventions.md#replies). A reply whose pages the database
 * writes as JSON text declares each of its fields once: the SQL it reads and the kind of JSON
 * value it is. From that declaration come the select list of the reply's rows, the JSON text
 * the database writes for a row, and the value JavaScript builds from a row. Its keys and value
 * types are checked against the reply's zod schema, whose key order both paths follow, so that
 * the database's text is the zod serializer's text of the same rows (each reply's test).
 */

/** The values a field reads, one SQL value a part, each named by a suffix of the field's key. */
type Parts = Record<string, unknown>;

/** One field of a reply: the SQL values it reads, its JSON text from them, its JS value. */
export interface ReplyField<Value, FieldParts extends Parts> {
  readonly parts: { [Part in keyof FieldParts]: SQL<FieldParts[Part]> };
  json(parts: { [Part in keyof FieldParts]: SQLWrapper }): SQL;
  value(parts: FieldParts): Value;
}

/** A column or an SQL expression, and the value a query answers for it. */
type Source = Column | SQL;
type ValueOf<S> = S extends Column ? GetColumnData<S> : S extends SQL<infer T> ? T : never;

/** The expression as a value of its own, decoded as its column is (a timestamp as a Date). */
const partOf = <S extends Source>(source: S) =>
  (is(source, Column) ? sql`${source}`.mapWith(source) : sql`${source}`) as SQL<ValueOf<S>>;

/** A field of one part, its JS value as read (`presented` changes it, e.g. a Date to text). */
function single<S extends Source, Value = ValueOf<S>>(
  source: S,
  json: (value: SQLWrapper) => SQL,
  presented: (value: ValueOf<S>) => Value = (value) => value as unknown as Value,
): ReplyField<Value, { '': ValueOf<S> }> {
  return {
    parts: { '': partOf(source) },
    json: (parts) => json(parts['']),
    value: (parts) => presented(parts['']),
  };
}

/** An integer (or null), written as its digits. */
export const int = <S extends Source>(source: S) => single(source, jsonInt);

/** A text (or null), escaped as JSON.stringify escapes it. */
export const text = <S extends Source>(source: S) => single(source, jsonValue);

/** A boolean column (never NULL). */
export const bool = <S extends Source>(source: S) => single(source, jsonBool);

type IsoTime<C extends Column> = null extends GetColumnData<C> ? string | null : string;

/**
 * A timestamp column as Date#toISOString writes it (UTC, milliseconds: both truncate the stored
 * microseconds), or null. A column, not an expression: its decoder makes the value a Date.
 */
export const isoTime = <C extends Column>(column: C) =>
  single(
    column,
    (value) =>
      sql`coalesce('"' || to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')`,
    (value): IsoTime<C> => {
      if (value === null) return null as IsoTime<C>;
      if (value instanceof Date) return value.toISOString();
      throw new Error(`Not a timestamp: ${String(value)}`);
    },
  );

type PairParts<Key extends string> = { Id: number | null } & { [K in Capitalize<Key>]: string };
type Pair<Key extends string> = { id: number } & { [K in Key]: string };

const capitalized = <Key extends string>(key: Key) =>
  (key.charAt(0).toUpperCase() + key.slice(1)) as Capitalize<Key>;

/** `{ id, <key> }`: the parts of a pair and its JSON text, for a row that has one. */
function pairOf<Key extends string>(id: Source, key: Key, label: Source) {
  const labelPart = capitalized(key);
  const parts = { Id: partOf(id), [labelPart]: partOf(label) } as ReplyField<
    Pair<Key>,
    PairParts<Key>
  >['parts'];
  const json = (read: { [Part in keyof PairParts<Key>]: SQLWrapper }) =>
    sql`'{"id":' || ${read.Id}::text || ${constantText(`,${JSON.stringify(key)}:`)} || ${jsonValue(
      read[labelPart],
    )} || '}'`;
  const value = (read: PairParts<Key>) =>
    read.Id === null ? null : ({ id: read.Id, [key]: read[labelPart] } as Pair<Key>);
  return { parts, json, value };
}

/** `{ id, <key> }` of a row the query always finds (an INNER JOIN). */
export function pair<Key extends string>(
  id: Source,
  key: Key,
  label: Source,
): ReplyField<Pair<Key>, PairParts<Key>> {
  const field = pairOf(id, key, label);
  return {
    ...field,
    value: (read) => {
      const value = field.value(read);
      if (value === null) throw new Error(`The reply's ${key} has no row.`);
      return value;
    },
  };
}

/**
 * `{ id, <key> }` of a row the query LEFT JOINs, or null when it finds none: `id` must be the
 * joined row's own id, null exactly then.
 */
export function joinedPair<Key extends string>(
  id: Source,
  key: Key,
  label: Source,
): ReplyField<Pair<Key> | null, PairParts<Key>> {
  const field = pairOf(id, key, label);
  return {
    ...field,
    json: (read) => sql`case when ${read.Id} is null then 'null' else ${field.json(read)} end`,
  };
}

/** A string literal of SQL holding a constant of this file (JSON punctuation and a key). */
function constantText(value: string) {
  if (!/^[{},":A-Za-z0-9]*$/.test(value)) throw new Error(`Not a reply key: ${value}`);
  return sql.raw(`'${value}'`);
}

type PartsOf<Field> = Field extends ReplyField<unknown, infer FieldParts> ? FieldParts : never;

type UnionToIntersection<U> = (U extends unknown ? (u: U) => void : never) extends (
  i: infer I,
) => void
  ? I
  : never;

/** The columns of a reply's row: each field's parts, named `<key><Suffix>`. */
type ReplyRow<Fields> = UnionToIntersection<
  {
    [Key in keyof Fields & string]: {
      [Part in keyof PartsOf<Fields[Key]> & string as `${Key}${Part}`]: PartsOf<Fields[Key]>[Part];
    };
  }[keyof Fields & string]
>;

/** Each key of the reply with a field whose JS value has the key's type. */
type FieldsOf<Reply> = { [Key in keyof Reply]-?: { value(parts: never): Reply[Key] } };

export interface JsonReply<Schema extends z.ZodObject, Fields> {
  /** The select list of the reply's rows: spread it into `db.select({ … })`. */
  readonly columns: { [Name in keyof ReplyRow<Fields>]: SQL.Aliased<ReplyRow<Fields>[Name]> };
  /**
   * A row's JSON text, written by the database: from a subquery that selected `columns`, or,
   * without one, from the fields' own expressions in the select that joins their tables (one
   * value a row, built once).
   */
  json(row?: { [Name in keyof ReplyRow<Fields>]: SQLWrapper }): SQL<string>;
  /** The reply of a row that selected `columns`, as the zod schema describes it. */
  present(row: ReplyRow<Fields>): z.output<Schema>;
}

/**
 * A reply's one definition: `fields` names every key of `schema`'s object, no more and no
 * fewer, each with the field of its value (int, text, bool, isoTime, pair, joinedPair).
 */
export function defineReply<
  Schema extends z.ZodObject,
  Fields extends FieldsOf<z.output<Schema>> &
    Record<Exclude<keyof Fields, keyof Schema['shape']>, never>,
>(schema: Schema, fields: Fields): JsonReply<Schema, Fields> {
  const keys = Object.keys(schema.shape);
  const declared = fields as unknown as Record<string, ReplyField<unknown, Parts>>;
  if (Object.keys(declared).sort().join() !== [...keys].sort().join()) {
    throw new Error(`The reply's fields are not its schema's keys (${keys.join(', ')}).`);
  }
  const parts = keys.flatMap((key) =>
    Object.entries(declared[key]?.parts ?? {}).map(([suffix, value]) => ({
      key,
      suffix,
      name: `${key}${suffix}`,
      value,
    })),
  );
  const columns = Object.fromEntries(parts.map(({ name, value }) => [name, value.as(name)]));
  const partsByKey = new Map(keys.map((key) => [key, parts.filter((part) => part.key === key)]));
  /** The parts of `key`'s field, by suffix, from a row or a subquery's columns `<key><Suffix>`. */
  const partsOf = <T>(key: string, row: Record<string, T>) =>
    Object.fromEntries(
      (partsByKey.get(key) ?? []).map((part) => [part.suffix, row[part.name]]),
    ) as Record<string, T>;
  const field = (key: string) => declared[key] as ReplyField<unknown, Parts>;

  const jsonOf = (source: Record<string, SQLWrapper>) => {
    const pieces = keys.map(
      (key, i) =>
        sql`${constantText(`${i === 0 ? '{' : ','}${JSON.stringify(key)}:`)} || ${field(key).json(
          partsOf(key, source),
        )}`,
    );
    return sql<string>`${sql.join(pieces, sql` || `)} || '}'`;
  };
  const ownJson = jsonOf(Object.fromEntries(parts.map(({ name, value }) => [name, value])));

  return {
    columns: columns as JsonReply<Schema, Fields>['columns'],
    json: (row) => (row ? jsonOf(row as Record<string, SQLWrapper>) : ownJson),
    present(row) {
      const values = row as Record<string, unknown>;
      return Object.fromEntries(
        keys.map((key) => [key, field(key).value(partsOf(key, values))]),
      ) as z.output<Schema>;
    },
  };
}
