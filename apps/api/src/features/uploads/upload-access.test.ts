import { Role } from '@extranet/shared/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema/campaigns.ts';
import { makeActivity, makeCampaign, makeCampaignWith, makeUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { sampleFiles, uploadFile } from '../../../test/multipart.ts';

const t = useTestApp();

const paths = (owner: 'campaign' | 'activity', id: number) =>
  owner === 'campaign'
    ? [
        `/api/campaign/${id}/image`,
        `/api/campaign/${id}/fileagreement`,
        `/api/campaign/${id}/files`,
      ]
    : [`/api/activity/${id}/image`, `/api/activity/${id}/files`];

describe('who may upload and remove', () => {
  it('answers 401 to an anonymous caller, before reading the body', async () => {
    const campaign = await makeCampaign(t.db);
    const activity = await makeActivity(t.db, { campaignId: campaign.id });
    for (const base of [...paths('campaign', campaign.id), ...paths('activity', activity.id)]) {
      expect(
        (await uploadFile(t.anon, `${base}/upload`, 'a.png', sampleFiles.png)).statusCode,
      ).toBe(401);
      expect((await t.anon.post(`${base}/remove?filename=x`, 'no es json')).statusCode).toBe(401);
    }
  });

  it('answers 403 to a participant', async () => {
    const participant = t.as(await makeUser(t.db));
    const campaign = await makeCampaign(t.db);
    const activity = await makeActivity(t.db, { campaignId: campaign.id });
    for (const base of [...paths('campaign', campaign.id), ...paths('activity', activity.id)]) {
      expect(
        (await uploadFile(participant, `${base}/upload`, 'a.png', sampleFiles.png)).statusCode,
      ).toBe(403);
      expect((await participant.post(`${base}/remove?filename=x`)).statusCode).toBe(403);
    }
  });

  it("hides another supervisor's campaign and activities (404)", async () => {
    const owner = await makeUser(t.db, { role: Role.Supervisor });
    const other = t.as(await makeUser(t.db, { role: Role.Supervisor }));
    const campaign = await makeCampaign(t.db, { supervisorId: owner.id });
    const activity = await makeActivity(t.db, { campaignId: campaign.id });
    for (const base of [...paths('campaign', campaign.id), ...paths('activity', activity.id)]) {
      expect((await uploadFile(other, `${base}/upload`, 'a.png', sampleFiles.png)).statusCode).toBe(
        404,
      );
      expect((await other.post(`${base}/remove?filename=x`)).statusCode).toBe(404);
    }
  });

  it("lets the campaign's supervisor and any admin upload", async () => {
    const supervisor = await makeUser(t.db, { role: Role.Supervisor });
    const admin = await makeUser(t.db, { role: Role.Superuser });
    const campaign = await makeCampaign(t.db, { supervisorId: supervisor.id });
    for (const caller of [supervisor, admin]) {
      const res = await uploadFile(
        t.as(caller),
        `/api/campaign/${campaign.id}/files/upload`,
        'a.pdf',
        sampleFiles.pdf,
      );
      expect(res.statusCode).toBe(200);
    }
  });

  it('answers 404 for a campaign or activity that does not exist', async () => {
    const admin = t.as(await makeUser(t.db, { role: Role.Admin }));
    expect(
      (await uploadFile(admin, '/api/campaign/999999/image/upload', 'a.png', sampleFiles.png))
        .statusCode,
    ).toBe(404);
    expect(
      (await uploadFile(admin, '/api/activity/999999/files/upload', 'a.pdf', sampleFiles.pdf))
        .statusCode,
    ).toBe(404);
    expect((await admin.post('/api/activity/999999/image/remove')).statusCode).toBe(404);
  });

  it('answers 400 for an id that is not a number', async () => {
    const admin = t.as(await makeUser(t.db, { role: Role.Admin }));
    const res = await uploadFile(admin, '/api/campaign/abc/image/upload', 'a.png', sampleFiles.png);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation' });
  });
});

describe('downloads', () => {
  /** An active campaign (participants see it) with an image, an agreement and a file. */
  async function campaignWithFiles() {
    const admin = t.as(await makeUser(t.db, { role: Role.Admin }));
    const campaign = await makeCampaignWith(t.db, { active: true });
    const base = `/api/campaign/${campaign.id}`;
    const image = (await uploadFile(admin, `${base}/image/upload`, 'cartel.png', sampleFiles.png))
      .body;
    const agreement = (
      await uploadFile(admin, `${base}/fileagreement/upload`, 'convenio.pdf', sampleFiles.pdf)
    ).body;
    const file = (await uploadFile(admin, `${base}/files/upload`, 'bases.pdf', sampleFiles.pdf))
      .body;
    const url = (folder: string, name: string) =>
      `/api/files/campaign/${campaign.id}/${folder}/${encodeURIComponent(name)}`;
    return { id: campaign.id, image, agreement, file, url };
  }

  it('serves images without a login', async () => {
    const { image, url } = await campaignWithFiles();
    expect((await t.anon.get(url('image', image))).statusCode).toBe(200);
  });

  it('serves documents only with a login, as attachments', async () => {
    const { agreement, file, url } = await campaignWithFiles();
    expect((await t.anon.get(url('documents', agreement))).statusCode).toBe(401);
    const participant = t.as(await makeUser(t.db));
    for (const name of [agreement, file]) {
      const res = await participant.get(url('documents', name));
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toContain('attachment;');
      expect(res.headers['cache-control']).toBe('private, no-store');
      expect(res.rawPayload.equals(sampleFiles.pdf)).toBe(true);
    }
  });

  it('does not serve the documents of an inactive campaign to a participant', async () => {
    const { id, agreement, url } = await campaignWithFiles();
    const participant = t.as(await makeUser(t.db));
    await t.db.update(campaigns).set({ active: false }).where(eq(campaigns.id, id));
    expect((await participant.get(url('documents', agreement))).statusCode).toBe(404);
  });

  it('never serves a document through the public image path, nor the image as a document', async () => {
    const { image, agreement, url } = await campaignWithFiles();
    expect((await t.anon.get(url('image', agreement))).statusCode).toBe(404);
    const participant = t.as(await makeUser(t.db));
    expect((await participant.get(url('documents', image))).statusCode).toBe(404);
  });

  it('answers 404 for names not recorded on the row, or outside the folder', async () => {
    const { url } = await campaignWithFiles();
    const participant = t.as(await makeUser(t.db));
    for (const name of ['otro.pdf', '..', '../../jwt-secret', '.upload-x']) {
      expect((await participant.get(url('documents', name))).statusCode).toBe(404);
      expect((await t.anon.get(url('image', name))).statusCode).toBe(404);
    }
    expect((await t.anon.get('/api/files/campaign/999999/image/a.png')).statusCode).toBe(404);
  });
});
