import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@extranet/shared/messages';
import { describe, expect, it } from 'vitest';
import { campaignUploads } from '../../../test/campaign-uploads.ts';
import { useTestApp } from '../../../test/harness.ts';
import { sampleFiles, uploadFile } from '../../../test/multipart.ts';

const t = useTestApp();
const { folderOf, rowOf, adminAndCampaign } = campaignUploads(t);

describe('campaign image upload', () => {
  it('stores the image under a cleaned, prefixed name and answers it as text', async () => {
    const { client, campaign } = await adminAndCampaign();
    const res = await uploadFile(
      client,
      `/api/campaign/${campaign.id}/image/upload`,
      'Campaña Álava.png',
      sampleFiles.png,
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toMatch(/^0_\d{13}_Campaña Alava\.png$/);
    expect((await rowOf(campaign.id))?.image).toBe(res.body);
    expect(readFileSync(join(folderOf(campaign.id), res.body)).equals(sampleFiles.png)).toBe(true);
  });

  it('serves the stored image back byte for byte, publicly', async () => {
    const { client, campaign } = await adminAndCampaign();
    const name = (
      await uploadFile(
        client,
        `/api/campaign/${campaign.id}/image/upload`,
        'foto.jpg',
        sampleFiles.jpeg,
      )
    ).body;
    const res = await t.anon.get(
      `/api/files/campaign/${campaign.id}/image/${encodeURIComponent(name)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.rawPayload.equals(sampleFiles.jpeg)).toBe(true);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['cache-control']).toMatch(/max-age=31536000/);
  });

  it('replaces the previous image and removes its file', async () => {
    const { client, campaign } = await adminAndCampaign();
    const url = `/api/campaign/${campaign.id}/image/upload`;
    const first = (await uploadFile(client, url, 'uno.png', sampleFiles.png)).body;
    const second = (await uploadFile(client, url, 'dos.png', sampleFiles.png)).body;
    expect((await rowOf(campaign.id))?.image).toBe(second);
    expect(readdirSync(folderOf(campaign.id))).toEqual([second]);
    expect(first).not.toBe(second);
  });

  it('refuses a type the slot does not take: a gif, an executable, a pdf', async () => {
    const { client, campaign } = await adminAndCampaign();
    const url = `/api/campaign/${campaign.id}/image/upload`;
    for (const name of ['foto.gif', 'virus.exe', 'doc.pdf', 'sin-extension']) {
      const res = await uploadFile(client, url, name, sampleFiles.png);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toMatchObject({ error: 'validation' });
      expect(res.json().fields.file).toContain(messages.uploadTypeNotAllowed);
    }
    expect(existsSync(folderOf(campaign.id)) ? readdirSync(folderOf(campaign.id)) : []).toEqual([]);
  });

  it('refuses content that is not what its extension says, leaving nothing behind', async () => {
    const { client, campaign } = await adminAndCampaign();
    const res = await uploadFile(
      client,
      `/api/campaign/${campaign.id}/image/upload`,
      'x.png',
      sampleFiles.text,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      error: 'validation',
      fields: { file: messages.uploadContentMismatch },
    });
    expect(readdirSync(folderOf(campaign.id))).toEqual([]);
    expect((await rowOf(campaign.id))?.image).toBeNull();
  });

  it('stores a hostile name safely inside the campaign folder', async () => {
    const { client, campaign } = await adminAndCampaign();
    for (const hostile of ['../../x.png', '..\\..\\x.png', '.htaccess.png', 'a\u0000b.png']) {
      const res = await uploadFile(
        client,
        `/api/campaign/${campaign.id}/image/upload`,
        hostile,
        sampleFiles.png,
      );
      expect(res.statusCode).toBe(200);
      expect(res.body).toMatch(/^0_\d+_[a-zA-Z0-9ñÑ _-][a-zA-Z0-9ñÑ _.-]*\.png$/);
      expect(readdirSync(folderOf(campaign.id))).toEqual([res.body]);
    }
    expect(existsSync(join(t.config.dataDir, 'x.png'))).toBe(false);
    expect(existsSync(join(t.config.dataDir, 'files', 'x.png'))).toBe(false);
  });

  it('cuts an over-long name to 200 characters before the prefix', async () => {
    const { client, campaign } = await adminAndCampaign();
    const res = await uploadFile(
      client,
      `/api/campaign/${campaign.id}/image/upload`,
      `${'a'.repeat(300)}.png`,
      sampleFiles.png,
    );
    expect(res.statusCode).toBe(200);
    const cleaned = res.body.replace(/^0_\d+_/, '');
    expect(cleaned).toHaveLength(200);
    expect(cleaned.endsWith('.png')).toBe(true);
  });

  it('refuses a request without the file field', async () => {
    const { client, campaign } = await adminAndCampaign();
    const url = `/api/campaign/${campaign.id}/image/upload`;
    const wrongField = await uploadFile(client, url, 'x.png', sampleFiles.png, 'imagen');
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().fields.file).toBe(messages.uploadFileMissing);
    expect((await client.post(url, {})).statusCode).toBe(400);
  });

  it('refuses a file over 50 × 1,024,000 bytes with 413', async () => {
    const { client, campaign } = await adminAndCampaign();
    const big = Buffer.concat([sampleFiles.png, Buffer.alloc(51_200_001 - sampleFiles.png.length)]);
    const res = await uploadFile(
      client,
      `/api/campaign/${campaign.id}/image/upload`,
      'grande.png',
      big,
    );
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      error: 'payload too large',
      message: messages.payloadTooLarge,
    });
    expect(readdirSync(folderOf(campaign.id))).toEqual([]);
  });

  it('removes the image', async () => {
    const { client, campaign } = await adminAndCampaign();
    const name = (
      await uploadFile(
        client,
        `/api/campaign/${campaign.id}/image/upload`,
        'a.png',
        sampleFiles.png,
      )
    ).body;
    const res = await client.post(
      `/api/campaign/${campaign.id}/image/remove?filename=${encodeURIComponent(name)}`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    expect((await rowOf(campaign.id))?.image).toBeNull();
    expect(readdirSync(folderOf(campaign.id))).toEqual([]);
    expect((await client.post(`/api/campaign/${campaign.id}/image/remove`)).statusCode).toBe(404);
  });
});
