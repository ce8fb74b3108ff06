import { randomBytes } from 'node:crypto';
import type { Client } from './harness.ts';

/** One part of a hand-built multipart body. */
export interface FilePart {
  filename: string;
  content: Buffer | string;
  /**
   * The form field; 'file' unless a test names another
   * (docs/product/campaigns-and-activities.md#calls).
   */
  field?: string;
  contentType?: string;
}

/**
 * A `multipart/form-data` request for `app.inject()`: the payload and the header that names
 * its boundary. File names are written as UTF-8, as browsers send them.
 */
export function multipartBody(...parts: FilePart[]): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----extranet${randomBytes(12).toString('hex')}`;
  const chunks = parts.flatMap((part) => [
    Buffer.from(
      `--${boundary}\r\n` +
        `Content-Disposition: form-data; name="${part.field ?? 'file'}"; filename="${part.filename}"\r\n` +
        `Content-Type: ${part.contentType ?? 'application/octet-stream'}\r\n\r\n`,
    ),
    Buffer.isBuffer(part.content) ? part.content : Buffer.from(part.content),
    Buffer.from('\r\n'),
  ]);
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** The first bytes of each accepted type, followed by some filler: enough to pass the sniffing. */
export const sampleFiles = {
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    randomBytes(64),
  ]),
  jpeg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(64)]),
  pdf: Buffer.from('%PDF-1.7\n% muestra\n%%EOF\n'),
  zip: Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), randomBytes(64)]),
  doc: Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    randomBytes(64),
  ]),
  text: Buffer.from('esto es texto, no una imagen'),
};

/** POSTs one file as the upload calls expect it: form field 'file' unless `field` says otherwise. */
export function uploadFile(
  client: Client,
  url: string,
  filename: string,
  content: Buffer,
  field?: string,
) {
  const { payload, headers } = multipartBody({ filename, content, field });
  return client.post(url, payload, { headers });
}
