import { StoredFileParams } from '@extranet/shared/files/upload-schemas';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { OpenedFile } from '../../plugins/file-store.ts';
import { openOwnerFile } from './serve-service.ts';

const owners = ['campaign', 'activity'] as const;

/** `attachment` with the stored name, ASCII fallback first (RFC 6266), the exact name after. */
const attachment = (name: string) => {
  const ascii = name.replace(/ñ/g, 'n').replace(/Ñ/g, 'N');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(name)}`;
};

function sendFile(reply: FastifyReply, file: OpenedFile, headers: Record<string, string>) {
  return reply
    .headers({
      ...headers,
      'content-type': file.contentType,
      'content-length': String(file.size),
      // The type comes from the sniffed content; the browser must not guess another one.
      'x-content-type-options': 'nosniff',
    })
    .send(file.stream);
}

/**
 * Downloads of campaign and activity files (docs/api-conventions.md#files): images are public plain
 * links with a long cache (stored names never change: they carry a timestamp); documents need a
 * login, go to those who may see their campaign or activity, and are always downloaded, never shown
 * inline.
 */
export const storedFileRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const owner of owners) {
    app.get(
      `/files/${owner}/:id/image/:name`,
      // A file download, streamed: no JSON reply schema (docs/api-conventions.md#replies).
      { schema: { params: StoredFileParams } },
      async (req, reply) => {
        const file = await openOwnerFile(
          app,
          owner,
          { folder: 'image' },
          req.params.id,
          req.params.name,
        );
        return sendFile(reply, file, { 'cache-control': 'public, max-age=31536000, immutable' });
      },
    );

    app.get(
      `/files/${owner}/:id/documents/:name`,
      // A file download, streamed: no JSON reply schema (docs/api-conventions.md#replies).
      { schema: { params: StoredFileParams }, onRequest: app.requireLogin },
      async (req, reply) => {
        const { id, name } = req.params;
        const served = { folder: 'documents' as const, caller: req.user };
        const file = await openOwnerFile(app, owner, served, id, name);
        return sendFile(reply, file, {
          'cache-control': 'private, no-store',
          'content-disposition': attachment(name),
        });
      },
    );
  }
};
