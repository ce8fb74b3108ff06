import { readdirSync } from 'node:fs';
import { messages } from '@extranet/shared/messages';
import { describe, expect, it } from 'vitest';
import { campaignUploads } from '../../../test/campaign-uploads.ts';
import { useTestApp } from '../../../test/harness.ts';
import { sampleFiles, uploadFile } from '../../../test/multipart.ts';

const t = useTestApp();
const { folderOf, rowOf, adminAndCampaign } = campaignUploads(t);

describe('campaign agreement upload', () => {
  it('takes a pdf, replaces it with a zip and removes it without a filename', async () => {
    const { client, campaign } = await adminAndCampaign();
    const url = `/api/campaign/${campaign.id}/fileagreement/upload`;
    const pdf = await uploadFile(client, url, 'convenio.pdf', sampleFiles.pdf);
    expect(pdf.statusCode).toBe(200);
    const zip = await uploadFile(client, url, 'convenio.zip', sampleFiles.zip);
    expect(zip.statusCode).toBe(200);
    expect((await rowOf(campaign.id))?.fileAgreement).toBe(zip.body);
    expect(readdirSync(folderOf(campaign.id))).toEqual([zip.body]);
    expect((await uploadFile(client, url, 'convenio.docx', sampleFiles.zip)).statusCode).toBe(400);
    expect(
      (await client.post(`/api/campaign/${campaign.id}/fileagreement/remove`)).statusCode,
    ).toBe(200);
    expect((await rowOf(campaign.id))?.fileAgreement).toBeNull();
  });
});

describe('campaign files upload', () => {
  it('adds up to ten files with their index, and refuses the eleventh', async () => {
    const { client, campaign } = await adminAndCampaign();
    const url = `/api/campaign/${campaign.id}/files/upload`;
    const kinds = [
      ['bases.pdf', sampleFiles.pdf],
      ['bases.doc', sampleFiles.doc],
      ['bases.docx', sampleFiles.zip],
      ['fotos.zip', sampleFiles.zip],
      ['cartel.png', sampleFiles.png],
    ] as const;
    const names: string[] = [];
    for (let i = 0; i < 10; i += 1) {
      const [name, content] = kinds[i % kinds.length] ?? kinds[0];
      const res = await uploadFile(client, url, name, content);
      expect(res.statusCode).toBe(200);
      expect(res.body.startsWith(`${i}_`)).toBe(true);
      names.push(res.body);
    }
    expect((await rowOf(campaign.id))?.files).toEqual(names);
    const eleventh = await uploadFile(client, url, 'once.pdf', sampleFiles.pdf);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().fields.file).toBe(messages.uploadMaxFiles);
    expect(readdirSync(folderOf(campaign.id)).sort()).toEqual([...names].sort());
  });

  it('removes one file by name; an unknown name is not found', async () => {
    const { client, campaign } = await adminAndCampaign();
    const url = `/api/campaign/${campaign.id}/files/upload`;
    const a = (await uploadFile(client, url, 'a.pdf', sampleFiles.pdf)).body;
    const b = (await uploadFile(client, url, 'b.pdf', sampleFiles.pdf)).body;
    const remove = (name: string) =>
      client.post(`/api/campaign/${campaign.id}/files/remove?filename=${encodeURIComponent(name)}`);
    expect((await remove(a)).statusCode).toBe(200);
    expect((await rowOf(campaign.id))?.files).toEqual([b]);
    expect(readdirSync(folderOf(campaign.id))).toEqual([b]);
    expect((await remove(a)).statusCode).toBe(404);
    expect((await remove('../../etc/passwd')).statusCode).toBe(404);
    expect((await client.post(`/api/campaign/${campaign.id}/files/remove`)).statusCode).toBe(404);
  });

  it('refuses an executable and a gif', async () => {
    const { client, campaign } = await adminAndCampaign();
    const url = `/api/campaign/${campaign.id}/files/upload`;
    expect((await uploadFile(client, url, 'setup.exe', Buffer.from('MZ....'))).statusCode).toBe(
      400,
    );
    expect((await uploadFile(client, url, 'a.gif', Buffer.from('GIF89a'))).statusCode).toBe(400);
    expect((await rowOf(campaign.id))?.files).toEqual([]);
  });
});
