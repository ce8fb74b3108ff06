import { randomBytes } from 'node:crypto';
import { newDefaultManagementForm } from '@extranet/shared/forms/default-management-fields';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import type { Db } from '../src/db/client.ts';
import { makeActivityWith, makeCampaignWith, type MakeActivityWithOptions } from './factories.ts';
import type { Client } from './harness.ts';

/** A file part of an order form: `fileList` unless a test names another field. */
export interface OrderFilePart {
  filename: string;
  content: Buffer;
  field?: string;
}

/**
 * Field values of an order form; objects and arrays are sent as JSON text
 * (docs/product/requests.md#calls).
 */
export type OrderFormFields = Record<string, string | number | boolean | object | undefined>;

/** A `multipart/form-data` body with text fields first, then the files, as browsers send it. */
export function orderFormBody(fields: OrderFormFields, files: OrderFilePart[] = []) {
  const boundary = `----pedido${randomBytes(12).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${text}\r\n`,
      ),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'fileList'}"; ` +
          `filename="${file.filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.content,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** POSTs an order form to `url` (order/create/ or order/{id}/update/). */
export function postOrderForm(
  client: Client,
  url: string,
  fields: OrderFormFields,
  files: OrderFilePart[] = [],
) {
  const { payload, headers } = orderFormBody(fields, files);
  return client.post(url, payload, { headers });
}

/** `POST /api/order/create/` with these fields and files. */
export const createOrderAs = (client: Client, fields: OrderFormFields, files?: OrderFilePart[]) =>
  postOrderForm(client, '/api/order/create/', fields, files);

/** A request form with a name, a visitors count, a date and a visit type (a dated activity). */
export const datedRequestForm: StoredFormField[] = [
  { type: 'text', name: 'centro', label: 'Nombre del centro', required: true },
  { type: 'number', name: 'visitantes', label: 'Número de visitantes', min: 1, max: 60 },
  { type: 'date', name: 'fecha', label: 'Fecha solicitada' },
  {
    type: 'select',
    name: 'tipo',
    label: 'Tipo de visita',
    values: [
      { label: 'VISITA ESTÁNDAR', value: 'VISITA ESTÁNDAR' },
      { label: 'VISITA + TALLER', value: 'VISITA + TALLER' },
    ],
  },
];

/**
 * An activity open to requests: active, in an active campaign, ending next year, with the ten
 * default management fields (so not an event) and `places` places unless a test says otherwise.
 */
export async function makeOpenActivity(db: Db, options: MakeActivityWithOptions = {}) {
  const campaignId =
    options.campaignId ??
    (await makeCampaignWith(db, { active: true, name: 'Campaña Abierta' })).id;
  const nextYear = new Date().getUTCFullYear() + 1;
  return makeActivityWith(db, {
    active: true,
    places: 10,
    startDate: '2020-01-01',
    endDate: `${nextYear}-12-31`,
    formMetadataManagement: newDefaultManagementForm(),
    ...options,
    campaignId,
  });
}
