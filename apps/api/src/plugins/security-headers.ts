import fp from 'fastify-plugin';
import helmet, { type HelmetOptions } from 'helmet';
import type { IncomingMessage, ServerResponse } from 'node:http';

/**
 * The headers Helmet sets for `options` (content security policy, frame, sniffing, referrer
 * and transport rules), worked out once. Helmet's middleware writes the same headers on every
 * response, so there is nothing to decide per request; rebuilding it per request (as the
 * Fastify wrapper did, parsing the whole policy each time) cost a tenth of a list request's
 * own work.
 */
export function helmetHeaders(options: HelmetOptions): Record<string, string> {
  const headers = new Map<string, string>();
  const response = {
    setHeader(name: string, value: string | number | readonly string[]) {
      headers.set(name.toLowerCase(), String(value));
    },
    removeHeader(name: string) {
      headers.delete(name.toLowerCase());
    },
  };
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (err?: unknown) => {
    if (err) throw err instanceof Error ? err : new Error(String(err));
  });
  return Object.fromEntries(headers);
}

/** Every response, errors and static files included, carries Helmet's headers. */
export const securityHeaders = fp<HelmetOptions>(
  async (app, options) => {
    const headers = helmetHeaders(options);
    app.addHook('onRequest', (_req, reply, done) => {
      reply.headers(headers);
      done();
    });
  },
  { name: 'security-headers' },
);
