import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { messages } from '@extranet/shared/messages';
import { orderFiles, orders } from '../../../db/schema/orders.ts';
import { makeCampaignWith, makeUser } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';
import { sampleFiles } from '../../../../test/multipart.ts';
import { createOrderAs, makeOpenActivity, postOrderForm } from '../../../../test/order-form.ts';

const t = useTestApp();

const requestForm = [
  { type: 'text', name: 'centro', label: 'Centro' },
  { type: 'file', name: 'foto', label: 'Foto del grupo', required: true },
];
const managementForm = [
  { type: 'file', name: 'factura', label: 'Factura', private: true },
  { type: 'file', name: 'diploma', label: 'Diploma' },
  { type: 'text', name: 'a', label: 'A' },
  { type: 'text', name: 'b', label: 'B' },
  { type: 'text', name: 'c', label: 'C' },
];

async function setting() {
  const supervisor = await makeUser(t.db, { role: 1 });
  const applicant = await makeUser(t.db);
  const campaign = await makeCampaignWith(t.db, { active: true, supervisorId: supervisor.id });
  const activity = await makeOpenActivity(t.db, {
    campaignId: campaign.id,
    formMetadata: requestForm,
    formMetadataManagement: managementForm,
  });
  return { supervisor, applicant, activity };
}

const folderOf = (orderId: number) => join(t.config.dataDir, 'files', 'order', String(orderId));
const filesOf = (orderId: number) =>
  t.db.select().from(orderFiles).where(eq(orderFiles.orderId, orderId)).orderBy(orderFiles.id);
const orderCount = async () => (await t.db.select().from(orders)).length;

/** Creates an order of `applicant` with one photo. */
async function orderWithPhoto(s: Awaited<ReturnType<typeof setting>>, filename = 'foto.png') {
  const res = await createOrderAs(
    t.as(s.applicant),
    { idActivity: s.activity.id, userData: { centro: 'CP' }, uploadFileNameList: ['foto'] },
    [{ filename, content: sampleFiles.png }],
  );
  expect(res.statusCode).toBe(200);
  const id: number = res.json().order.id;
  const [file] = await filesOf(id);
  if (!file) throw new Error('no stored file');
  return { id, file };
}

describe('files of a request', () => {
  it('stores a file under its cleaned, prefixed name and records it as the answer', async () => {
    const s = await setting();
    const { id, file } = await orderWithPhoto(s, 'Foto del grupo ñandú.png');
    expect(file).toMatchObject({
      fieldName: 'foto',
      form: 'request',
      originalName: 'Foto del grupo ñandu.png',
      size: sampleFiles.png.length,
    });
    expect(file.storedName).toMatch(/^0_\d+_Foto del grupo ñandu\.png$/);
    expect(readdirSync(folderOf(id))).toEqual([file.storedName]);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, id));
    expect(row?.userData[1]).toEqual({
      name: 'foto',
      label: 'Foto del grupo',
      type: 'file',
      value: ['Foto del grupo ñandu.png'],
    });
  });

  it('lets only the applicant and the campaign managers download it, as an attachment', async () => {
    const s = await setting();
    const { id, file } = await orderWithPhoto(s);
    const url = `/api/order/${id}/file/${encodeURIComponent(file.storedName)}`;
    const own = await t.as(s.applicant).get(url);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toBe('image/png');
    expect(own.headers['content-disposition']).toContain('attachment');
    expect(own.rawPayload.equals(sampleFiles.png)).toBe(true);
    expect((await t.as(s.supervisor).get(url)).statusCode).toBe(200);
    expect((await t.as(await makeUser(t.db, { role: 2 })).get(url)).statusCode).toBe(200);
    expect((await t.as(await makeUser(t.db)).get(url)).statusCode).toBe(404);
    expect((await t.as(await makeUser(t.db, { role: 1 })).get(url)).statusCode).toBe(404);
    expect((await t.anon.get(url)).statusCode).toBe(401);
    for (const name of ['otro.png', '..', '..%2F..%2Fjwt-secret', '.upload-x']) {
      expect((await t.as(s.applicant).get(`/api/order/${id}/file/${name}`)).statusCode).toBe(404);
    }
  });

  it('refuses content that is not what its extension says, and unknown types; stores nothing', async () => {
    const s = await setting();
    const before = await orderCount();
    for (const [filename, content] of [
      ['foto.png', sampleFiles.text],
      ['programa.exe', sampleFiles.png],
    ] as const) {
      const res = await createOrderAs(
        t.as(s.applicant),
        { idActivity: s.activity.id, uploadFileNameList: ['foto'] },
        [{ filename, content }],
      );
      expect(res.statusCode).toBe(400);
      expect(res.json().fields.fileList).toMatch(/^(El contenido|El tipo de archivo)/);
    }
    expect(await orderCount()).toBe(before);
  });

  it('refuses a file over 50 × 1,024,000 bytes with 413 and leaves no folder behind', async () => {
    const s = await setting();
    const before = await orderCount();
    const root = join(t.config.dataDir, 'files', 'order');
    const folders = () => (existsSync(root) ? readdirSync(root).sort() : []);
    const foldersBefore = folders();
    const big = Buffer.concat([sampleFiles.png, Buffer.alloc(51_200_001 - sampleFiles.png.length)]);
    const res = await createOrderAs(
      t.as(s.applicant),
      { idActivity: s.activity.id, uploadFileNameList: ['foto'] },
      [{ filename: 'grande.png', content: big }],
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: messages.payloadTooLarge });
    expect(await orderCount()).toBe(before);
    expect(folders()).toEqual(foldersBefore);
  });

  it('keeps hostile names inside the order folder', async () => {
    const s = await setting();
    for (const hostile of ['../../x.png', '..\\..\\x.png', '.htaccess.png']) {
      const { id, file } = await orderWithPhoto(s, hostile);
      expect(file.storedName).not.toMatch(/[\\/]/);
      expect(existsSync(join(folderOf(id), file.storedName))).toBe(true);
    }
    expect(existsSync(join(t.config.dataDir, 'files', 'x.png'))).toBe(false);
  });

  it('requires a required file at create, and a file field to put each file in', async () => {
    const s = await setting();
    const missing = await createOrderAs(t.as(s.applicant), { idActivity: s.activity.id });
    expect(missing.json().fields).toEqual({ 'userData.foto': messages.fieldRequired });
    const nowhere = await createOrderAs(
      t.as(s.applicant),
      { idActivity: s.activity.id, uploadFileNameList: ['centro'] },
      [{ filename: 'foto.png', content: sampleFiles.png }],
    );
    expect(nowhere.statusCode).toBe(400);
    expect(nowhere.json().fields).toEqual({ fileList: messages.orderFileFieldUnknown });
  });

  it('replaces and deletes files on update, removing them from disk', async () => {
    const s = await setting();
    const { id, file } = await orderWithPhoto(s);
    const url = `/api/order/${id}/update/`;
    const replaced = await postOrderForm(t.as(s.applicant), url, { uploadFileNameList: ['foto'] }, [
      { filename: 'nueva.jpg', content: sampleFiles.jpeg },
    ]);
    expect(replaced.statusCode).toBe(200);
    const [now] = await filesOf(id);
    expect(now).toMatchObject({ originalName: 'nueva.jpg' });
    expect(readdirSync(folderOf(id))).toEqual([now?.storedName]);
    expect(replaced.json().userData[1].value).toEqual(['nueva.jpg']);
    expect(existsSync(join(folderOf(id), file.storedName))).toBe(false);

    const deleted = await postOrderForm(t.as(s.applicant), url, {
      filesToDelete: [now?.storedName],
    });
    expect(deleted.statusCode).toBe(200);
    expect(await filesOf(id)).toEqual([]);
    expect(readdirSync(folderOf(id))).toEqual([]);
  });

  it('keeps private management files from the applicant, who cannot add or delete any', async () => {
    const s = await setting();
    const { id } = await orderWithPhoto(s);
    const url = `/api/order/${id}/update/`;
    const byManager = await postOrderForm(
      t.as(s.supervisor),
      url,
      { uploadFileNameList: [{ field: 'factura', form: 'management' }, 'diploma'] },
      [
        { filename: 'factura.pdf', content: sampleFiles.pdf },
        { filename: 'diploma.pdf', content: sampleFiles.pdf },
      ],
    );
    expect(byManager.statusCode).toBe(200);
    const files = await filesOf(id);
    const factura = files.find((f) => f.fieldName === 'factura');
    const diploma = files.find((f) => f.fieldName === 'diploma');
    expect(factura?.form).toBe('management');
    const download = (name = '') => `/api/order/${id}/file/${encodeURIComponent(name)}`;
    expect((await t.as(s.applicant).get(download(factura?.storedName))).statusCode).toBe(404);
    expect((await t.as(s.applicant).get(download(diploma?.storedName))).statusCode).toBe(200);
    expect((await t.as(s.supervisor).get(download(factura?.storedName))).statusCode).toBe(200);
    const detail = (await t.as(s.applicant).get(`/api/order/${id}/get`)).json();
    expect(detail.fileData.map((f: { field: string }) => f.field).sort()).toEqual([
      'diploma',
      'foto',
    ]);
    await postOrderForm(t.as(s.applicant), url, {
      filesToDelete: [diploma?.storedName, factura?.storedName],
    });
    expect(await filesOf(id)).toHaveLength(3);
  });
});
