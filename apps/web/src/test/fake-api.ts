import { afterEach, beforeEach, vi } from 'vitest';

/** A call a screen made, as the fake API received it. */
export interface ApiCall {
  method: string;
  /** Absolute (on http://localhost), so a test reads `pathname` and `searchParams`. */
  url: URL;
  headers: Headers;
  body: RequestInit['body'];
}

/**
 * The fake API's answer to a call, or undefined for a call the test does not expect. A promise
 * holds the answer back, as a slow network would.
 */
export type ApiAnswer = (call: ApiCall) => Response | Promise<Response> | undefined;

/** A JSON reply, as the API sends it. */
export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** A fetch that answers through `answer`, recording every call and every unexpected one. */
export function fakeFetch(answer: ApiAnswer) {
  const calls: ApiCall[] = [];
  const unexpected: string[] = [];
  const fetch = vi.fn((input: RequestInfo | URL, init?: RequestInit) => {
    const call: ApiCall = {
      method: (init?.method ?? 'GET').toUpperCase(),
      url: new URL(input instanceof Request ? input.url : String(input), 'http://localhost'),
      headers: new Headers(init?.headers),
      body: init?.body,
    };
    calls.push(call);
    const reply = answer(call);
    if (reply) return Promise.resolve(reply);
    const named = `${call.method} ${call.url.pathname}${call.url.search}`;
    unexpected.push(named);
    return Promise.reject(new Error(`The fake API does not expect ${named}`));
  });
  return { fetch, calls, unexpected };
}

/**
 * For each test of the calling block, replaces fetch with a fake API that answers through
 * `answer`, and returns the calls it received (emptied before each test). A call `answer` does
 * not expect is refused with its method and URL, and fails the test when it ends even if the
 * screen caught the refusal: a fake that answered any URL would hide a screen calling the wrong one.
 */
export function useFakeApi(answer: ApiAnswer): ApiCall[] {
  const fake = fakeFetch(answer);
  beforeEach(() => {
    fake.calls.length = 0;
    fake.unexpected.length = 0;
    fake.fetch.mockClear();
    vi.stubGlobal('fetch', fake.fetch);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    if (fake.unexpected.length > 0)
      throw new Error(
        `The screen made calls the test did not expect: ${fake.unexpected.join(', ')}`,
      );
  });
  return fake.calls;
}
