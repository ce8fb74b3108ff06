import type { z } from 'zod';
import { messages } from '@extranet/shared/messages';
import {
  ApiError,
  INVALID_RESPONSE,
  isProfileIncomplete,
  NETWORK_ERROR,
  readErrorReply,
  type ApiErrorCode,
} from './api-error';
import { loadingTracker } from './loading/loading-tracker';
import { reportedProfileIssue } from './session/profile-issue';
import { sessionStore } from './session/session-store';
import { toast } from './toast';

type QueryValue = string | number | boolean | null | undefined;

export interface RequestOptions<S extends z.ZodType> {
  /** Every answer is parsed with the shared contract's schema. */
  schema: S;
  query?: Record<string, QueryValue | readonly QueryValue[]>;
  /** JSON-encoded unless it is FormData (uploads). */
  body?: unknown;
  /** Sent instead of the session token: the remember-me calls carry the refresh token. */
  bearer?: string;
  /**
   * Sent with no token at all, whoever is logged in: the public view of a call that answers by
   * the caller's session (the public calendar, docs/product/calendar.md#who-sees-what).
   */
  anonymous?: boolean;
  /** Extra request headers, e.g. order/create's Idempotency-Key. */
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** The API lives on the same origin under /api/ (docs/api-conventions.md). */
function buildUrl(path: string, query: RequestOptions<z.ZodType>['query']): string {
  const url = `/api/${path.replace(/^\/+/, '')}`;
  if (!query) return url;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    const values = Array.isArray(value) ? value : [value];
    for (const item of values)
      if (item !== undefined && item !== null) params.append(key, String(item));
  }
  const search = params.toString();
  return search ? `${url}?${search}` : url;
}

function parseJson(text: string): unknown {
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** How a call reaches the API: the browser's fetch; the server's renders answer in-process. */
export type HttpTransport = (url: string, init: RequestInit) => Promise<Response>;

let transport: HttpTransport = (url, init) => fetch(url, init);

/** Sends the calls through `next` (app/server-screens.tsx only, where there is no origin). */
export function setHttpTransport(next: HttpTransport): void {
  transport = next;
}

async function send(method: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await transport(url, { ...init, method });
  } catch (err) {
    if (err instanceof DOMException && err.name === 'AbortError') throw err;
    throw new ApiError({
      status: 0,
      error: NETWORK_ERROR,
      message: messages.serverErrorPrefix + messages.networkUnreachable,
    });
  }
}

/**
 * Server errors no screen explains by themselves (docs/product/README.md#error-catalogue "Other
 * failures").
 */
const unexplained = new Set<ApiErrorCode>(['internal', 'forbidden', 'not found']);

/**
 * The text of an error reply: the catalogue's own sentence where
 * docs/product/README.md#error-catalogue gives one, else 'Error accediendo al servidor: ' and the
 * server's reason (docs/product/README.md#error-catalogue "Other failures").
 */
const withReason = (error: ApiErrorCode, message: string) =>
  unexplained.has(error) ? messages.serverErrorPrefix + message : message;

function failure(response: Response, data: unknown, sessionToken: string | null): ApiError {
  const reply = readErrorReply(response.status, data);
  const endedSession = response.status === 401 && sessionToken !== null;
  const error = new ApiError({
    status: response.status,
    error: reply.error,
    message: withReason(reply.error, reply.message),
    fields: reply.fields,
    endedSession,
    body: data,
  });
  // docs/product/accounts.md#sessions: any 401 on a logged-in call ends the session; the guards
  // then go to /.
  if (endedSession && sessionStore.get()?.token === sessionToken) {
    sessionStore.clear();
    toast.error(error.message, 'session-end');
  }
  // The server wants the password, agreement or data first: the guards go where the user gives
  // them, with the notice (docs/access-and-sessions.md).
  if (isProfileIncomplete(error) && sessionToken !== null) {
    reportedProfileIssue.report((data as { reason?: unknown }).reason);
  }
  return error;
}

async function request<S extends z.ZodType>(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: RequestOptions<S>,
): Promise<z.output<S>> {
  const sessionToken =
    options.bearer || options.anonymous ? null : (sessionStore.get()?.token ?? null);
  const headers: Record<string, string> = { ...options.headers, Accept: 'application/json' };
  const bearer = options.anonymous ? undefined : (options.bearer ?? sessionToken);
  if (bearer) headers.Authorization = `Bearer ${bearer}`;
  let body: BodyInit | undefined;
  if (options.body instanceof FormData) body = options.body;
  else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.body);
  }

  const done = loadingTracker.start();
  try {
    const url = buildUrl(path, options.query);
    const response = await send(method, url, { headers, body, signal: options.signal });
    const data = parseJson(await response.text());
    if (!response.ok) throw failure(response, data, sessionToken);
    const parsed = options.schema.safeParse(data);
    if (!parsed.success) {
      console.error(`Respuesta no válida de ${url}`, parsed.error.issues);
      throw new ApiError({
        status: response.status,
        error: INVALID_RESPONSE,
        message: messages.genericErrorPrefix + messages.invalidResponse,
      });
    }
    return parsed.data;
  } finally {
    done();
  }
}

/** Fetch wrapper of every API call: bearer token, zod-parsed answers, `ApiError` on failure. */
export const http = {
  get: <S extends z.ZodType>(path: string, options: RequestOptions<S>) =>
    request('GET', path, options),
  post: <S extends z.ZodType>(path: string, options: RequestOptions<S>) =>
    request('POST', path, options),
  /** Removes what the path names (the private calendar feed's address). */
  delete: <S extends z.ZodType>(path: string, options: RequestOptions<S>) =>
    request('DELETE', path, options),
};
