import type { FastifyReply } from 'fastify';

/** A download's name made of letters, digits, dots and dashes only: nothing to escape or strip. */
const safeFileName = (name: string) => name.replace(/[^A-Za-z0-9._-]+/g, '-');

/**
 * Sends a calendar file (RFC 5545's media type) as a download, as the other file downloads are
 * sent (docs/api-conventions.md#replies): no JSON reply, its own content type, never cached by a
 * shared cache, never sniffed as another type.
 */
export function sendCalendar(reply: FastifyReply, text: string, fileName: string) {
  return reply
    .headers({
      'content-type': 'text/calendar; charset=utf-8',
      'content-disposition': `attachment; filename="${safeFileName(fileName)}"`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    })
    .send(text);
}
