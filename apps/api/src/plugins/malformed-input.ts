/**
 * Errors of a body the client sent broken (docs/input-validation.md): they carry no HTTP
 * status, or a misleading one, so the error handler asks here before answering a 500.
 */

/** @fastify/multipart's own refusals of a body that is not a well-formed form. */
const multipartCodes = new Set([
  'FST_INVALID_MULTIPART_CONTENT_TYPE',
  'FST_PROTO_VIOLATION',
  'FST_MP_PREMATURE_CLOSE',
  'FST_INVALID_JSON_FIELD_ERROR',
]);

/** What busboy says of a truncated or malformed multipart stream, or of a bad boundary. */
const busboyMessages =
  /unexpected end of multipart data|Boundary not found|Boundary required|needle cannot/i;

/** The errors of `err` and its causes (a service may wrap a stream's error). */
function* chain(err: unknown): Generator<{ code?: unknown; message?: unknown }> {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; depth++) {
    yield e;
    e = (e as { cause?: unknown }).cause;
  }
}

/** A multipart body that cannot be read: answered 400, never 500. */
export function isMalformedMultipart(err: unknown): boolean {
  for (const e of chain(err)) {
    if (typeof e.code === 'string' && multipartCodes.has(e.code)) return true;
    if (typeof e.message === 'string' && busboyMessages.test(e.message)) return true;
  }
  return false;
}

/** JSON.stringify (or any walk) ran out of stack: a value nested too deep. */
export const isStackOverflow = (err: unknown): boolean =>
  err instanceof RangeError && /call stack/i.test(err.message);
