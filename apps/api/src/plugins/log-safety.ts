import type { FastifyRequest, FastifyServerOptions } from 'fastify';
import { isSqlState } from '../db/sql-state.ts';

/**
 * What the server's log never holds (docs/operations.md#logs): the values of a query (a
 * failed UPDATE of a user carries its password hash and personal data), tokens, cookies,
 * passwords, e-mail addresses. Errors are logged by an allow-list of their fields: a
 * PostgreSQL error by its SQLSTATE and the names of what it concerns, a query by its first words.
 */

/** Where a person's e-mail address appears in a message or a URL (also %40-encoded). */
const emailAddress = /[^\s/?&=<>"'(),;:]+(?:@|%40)[^\s/?&=<>"'(),;:]+/gi;
const withoutEmails = (text: string) => text.replace(emailAddress, '[correo]');

/** A private calendar feed's secret, which is its whole key (docs/product/calendar.md#ical-feeds). */
const feedSecret = /(\/calendar\/feed\/)[^/?#]*/gi;

/** A statement's first words, e.g. `update "users"`, `insert into "orders"`, `select … from "x"`. */
export function queryName(query: string): string {
  const words = query.trim().split(/\s+/);
  const verb = (words[0] ?? '').toLowerCase();
  if (verb === 'select' || verb === 'with') {
    const table = /\bfrom\s+("[^"]+"|[\w.]+)/i.exec(query)?.[1];
    return table ? `${verb} … from ${table}` : verb;
  }
  return words
    .slice(0, verb === 'insert' || verb === 'delete' ? 3 : 2)
    .join(' ')
    .slice(0, 80);
}

/** Names (never values) a PostgreSQL error carries besides its SQLSTATE. */
const postgresNames = ['severity', 'constraint', 'table', 'column', 'dataType', 'routine'] as const;

/** An error as the log writes it. */
export interface SafeError {
  [name: string]: unknown;
  type: string;
  message: string;
  /** The frames only, under a first line rebuilt from the safe message. */
  stack: string;
}

const isPostgresError = (e: { code?: unknown; severity?: unknown }) =>
  isSqlState(e.code) && typeof e.severity === 'string';

/** The stack's frames only: its first line repeats the message, which may hold values. */
const framesOf = (stack: unknown) =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : '';

/** The pino serializer of `err`: an allow-list of an error's fields, recursively through causes. */
export function safeError(value: unknown, depth = 0): SafeError {
  if (!value || typeof value !== 'object') {
    return { type: typeof value, message: withoutEmails(String(value)), stack: '' };
  }
  const e = value as Record<string, unknown>;
  // The class says more than `name` (Drizzle's query error is named 'Error', pg's 'error').
  const className = value.constructor?.name;
  const type =
    (className && className !== 'Object' && className) ||
    (typeof e.name === 'string' && e.name) ||
    'Object';
  let message: string;
  const named: Record<string, string> = {};
  if (typeof e.query === 'string' && 'params' in e) {
    // Drizzle's DrizzleQueryError: its message is the whole statement and its parameters.
    named.query = queryName(e.query);
    message = `Failed query: ${named.query}`;
  } else if (isPostgresError(e)) {
    message = `SQLSTATE ${String(e.code)}`;
    for (const name of postgresNames) {
      if (typeof e[name] === 'string') named[name] = e[name];
    }
  } else {
    message = withoutEmails(typeof e.message === 'string' ? e.message : String(value));
  }
  const frames = framesOf(e.stack);
  return {
    type,
    message,
    stack: frames ? `${type}: ${message}\n${frames}` : '',
    ...named,
    ...(typeof e.code === 'string' ? { code: e.code } : {}),
    ...(typeof e.statusCode === 'number' ? { statusCode: e.statusCode } : {}),
    ...(depth < 5 && e.cause !== undefined ? { cause: safeError(e.cause, depth + 1) } : {}),
    ...(depth < 5 && Array.isArray(e.errors)
      ? { errors: e.errors.slice(0, 5).map((inner) => safeError(inner, depth + 1)) }
      : {}),
  };
}

/** One line for a person: the safe messages of an error and its causes, e.g. at start-up. */
export function safeErrorText(err: unknown): string {
  const parts: string[] = [];
  for (let e: SafeError | undefined = safeError(err); e; e = e.cause as SafeError | undefined) {
    parts.push(e.message);
  }
  return parts.join(': ');
}

/** The request as the access log writes it: no headers, no e-mail addresses nor feed secrets. */
function safeRequest(req: FastifyRequest) {
  return {
    method: req.method,
    url: withoutEmails(req.url.replace(feedSecret, '$1[oculto]')),
    host: req.host,
    remoteAddress: req.ip,
  };
}

/** Paths pino blanks out wherever a caller logs a whole object by mistake. */
const secretPaths = [
  'req.headers.authorization',
  'req.headers.cookie',
  'headers.authorization',
  'headers.cookie',
  '*.password',
  '*.passwordHash',
  '*.pendingPasswordHash',
  '*.token',
  '*.refreshToken',
];

export type AppLoggerOptions = Exclude<FastifyServerOptions['logger'], boolean | undefined>;

/** The server's logger: the level asked for, with the serializers and redaction above. */
export function appLoggerOptions(options: {
  level: string;
  stream?: { write(line: string): void };
}): AppLoggerOptions {
  return {
    level: options.level,
    ...(options.stream ? { stream: options.stream } : {}),
    serializers: { err: (err) => safeError(err), req: safeRequest },
    redact: { paths: secretPaths, censor: '[oculto]' },
  };
}
