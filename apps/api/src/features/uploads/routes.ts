import { RemoveFileQuery, UPLOAD_FIELD, UploadReply } from '@extranet/shared/files/upload-schemas';
import { IdParams, OkReply } from '@extranet/shared/schemas/common';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { removeFromSlot, uploadToSlot, type IncomingFile } from './service.ts';
import { storedFileRoutes } from './serve-routes.ts';
import { slotRoutes } from './slots.ts';

/**
 * The multipart part named 'file' (docs/product/campaigns-and-activities.md#calls); undefined when
 * the request carries none.
 */
async function receiveFile(req: FastifyRequest): Promise<IncomingFile | undefined> {
  if (!req.isMultipart()) return undefined;
  const part = await req.file();
  if (!part) return undefined;
  if (part.fieldname !== UPLOAD_FIELD) {
    part.file.resume();
    return undefined;
  }
  return { filename: part.filename, content: part.file, wasTruncated: () => part.file.truncated };
}

/**
 * Upload and removal calls of campaigns and activities
 * (docs/product/campaigns-and-activities.md#calls), and the downloads of what they store
 * (docs/api-conventions.md#files). The login check runs `onRequest` so that an anonymous call
 * answers 401 whatever it sends; who may change which campaign is decided in the service.
 */
export const uploadRoutes: FastifyPluginAsyncZod = async (app) => {
  for (const { owner, segment, slot } of slotRoutes) {
    app.post(
      `/${owner}/:id/${segment}/upload`,
      {
        schema: { params: IdParams, response: { 200: UploadReply } },
        onRequest: app.requireLogin,
      },
      async (req, reply) => {
        const name = await uploadToSlot(app, req.user, { slot, id: req.params.id }, () =>
          receiveFile(req),
        );
        // An upload answers the stored name as plain text (docs/api-conventions.md#replies).
        return reply.type('text/plain; charset=utf-8').send(name);
      },
    );

    app.post(
      `/${owner}/:id/${segment}/remove`,
      {
        schema: { params: IdParams, querystring: RemoveFileQuery, response: { 200: OkReply } },
        onRequest: app.requireLogin,
      },
      async (req) => {
        await removeFromSlot(app, req.user, { slot, id: req.params.id }, req.query.filename);
        return { ok: true as const };
      },
    );
  }

  await app.register(storedFileRoutes);
};
