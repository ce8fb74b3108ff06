import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { messages } from '@extranet/shared/messages';
import { Role } from '@extranet/shared/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities.ts';
import {
  makeActivityWith,
  makeCampaignWith,
  makeOrganization,
  makeUser,
} from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import { sampleFiles, uploadFile } from '../../../test/multipart.ts';

const t = useTestApp();

const folderOf = (id: number) => join(t.config.dataDir, 'files', 'activity', String(id));
const rowOf = async (id: number) =>
  (await t.db.select().from(activities).where(eq(activities.id, id)))[0];

/** An active activity of an active campaign supervised by a new role-1 user, who is the caller. */
async function supervisedActivity() {
  const supervisor = await makeUser(t.db, { role: Role.Supervisor });
  const campaign = await makeCampaignWith(t.db, { supervisorId: supervisor.id, active: true });
  const activity = await makeActivityWith(t.db, { campaignId: campaign.id, active: true });
  return { client: t.as(supervisor), activity };
}

describe('activity image', () => {
  it("lets the campaign's supervisor upload, replace and remove the image", async () => {
    const { client, activity } = await supervisedActivity();
    const url = `/api/activity/${activity.id}/image/upload`;
    const first = await uploadFile(client, url, 'Visita guiada.jpeg', sampleFiles.jpeg);
    expect(first.statusCode).toBe(200);
    expect(first.body).toMatch(/^0_\d+_Visita guiada\.jpeg$/);
    const second = await uploadFile(client, url, 'planta.png', sampleFiles.png);
    expect((await rowOf(activity.id))?.image).toBe(second.body);
    expect(readdirSync(folderOf(activity.id))).toEqual([second.body]);

    const served = await t.anon.get(
      `/api/files/activity/${activity.id}/image/${encodeURIComponent(second.body)}`,
    );
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.rawPayload.equals(sampleFiles.png)).toBe(true);

    expect((await client.post(`/api/activity/${activity.id}/image/remove`)).statusCode).toBe(200);
    expect((await rowOf(activity.id))?.image).toBeNull();
    expect(readdirSync(folderOf(activity.id))).toEqual([]);
  });

  it('takes only jpeg or png', async () => {
    const { client, activity } = await supervisedActivity();
    const url = `/api/activity/${activity.id}/image/upload`;
    expect((await uploadFile(client, url, 'a.pdf', sampleFiles.pdf)).statusCode).toBe(400);
    expect((await uploadFile(client, url, 'a.gif', Buffer.from('GIF89a'))).statusCode).toBe(400);
    expect((await uploadFile(client, url, 'a.jpg', sampleFiles.png)).statusCode).toBe(400);
  });
});

describe('activity files', () => {
  it('keeps up to ten files and refuses the eleventh', async () => {
    const { client, activity } = await supervisedActivity();
    const url = `/api/activity/${activity.id}/files/upload`;
    for (let i = 0; i < 10; i += 1) {
      expect((await uploadFile(client, url, `ficha ${i}.pdf`, sampleFiles.pdf)).statusCode).toBe(
        200,
      );
    }
    const eleventh = await uploadFile(client, url, 'ficha 11.pdf', sampleFiles.pdf);
    expect(eleventh.statusCode).toBe(400);
    expect(eleventh.json().fields.file).toBe(messages.uploadMaxFiles);
    expect((await rowOf(activity.id))?.files).toHaveLength(10);
    expect(readdirSync(folderOf(activity.id))).toHaveLength(10);
  });

  it('never lets concurrent uploads pass the limit', async () => {
    const { client, activity } = await supervisedActivity();
    const url = `/api/activity/${activity.id}/files/upload`;
    for (let i = 0; i < 8; i += 1) await uploadFile(client, url, `f${i}.pdf`, sampleFiles.pdf);
    const replies = await Promise.all(
      [1, 2, 3, 4].map((i) => uploadFile(client, url, `g${i}.pdf`, sampleFiles.pdf)),
    );
    expect(replies.filter((r) => r.statusCode === 200)).toHaveLength(2);
    expect(replies.filter((r) => r.statusCode === 400)).toHaveLength(2);
    expect((await rowOf(activity.id))?.files).toHaveLength(10);
    expect(readdirSync(folderOf(activity.id))).toHaveLength(10);
  });

  it('removes a file by name and serves the others to a logged-in user', async () => {
    const { client, activity } = await supervisedActivity();
    const url = `/api/activity/${activity.id}/files/upload`;
    const kept = (await uploadFile(client, url, 'Inscripción.docx', sampleFiles.zip)).body;
    const gone = (await uploadFile(client, url, 'borrar.doc', sampleFiles.doc)).body;
    const remove = await client.post(
      `/api/activity/${activity.id}/files/remove?filename=${encodeURIComponent(gone)}`,
    );
    expect(remove.statusCode).toBe(200);
    expect((await rowOf(activity.id))?.files).toEqual([kept]);

    const participant = t.as(await makeUser(t.db));
    const doc = (name: string) =>
      participant.get(`/api/files/activity/${activity.id}/documents/${encodeURIComponent(name)}`);
    const served = await doc(kept);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toMatch(/wordprocessingml/);
    expect(served.headers['content-disposition']).toMatch(/^attachment;/);
    expect(served.rawPayload.equals(sampleFiles.zip)).toBe(true);
    expect((await doc(gone)).statusCode).toBe(404);
  });

  it('serves documents only to those who may see the activity (another’s are not found)', async () => {
    const { client, activity } = await supervisedActivity();
    const url = `/api/activity/${activity.id}/files/upload`;
    const name = (await uploadFile(client, url, 'bases.pdf', sampleFiles.pdf)).body;
    const path = `/api/files/activity/${activity.id}/documents/${encodeURIComponent(name)}`;
    const participant = t.as(await makeUser(t.db));
    const stranger = t.as(
      await makeUser(t.db, { role: Role.Admin, organizationId: (await makeOrganization(t.db)).id }),
    );
    expect((await t.anon.get(path)).statusCode).toBe(401);
    expect((await participant.get(path)).statusCode).toBe(200);
    expect((await stranger.get(path)).statusCode).toBe(404);
    await t.db.update(activities).set({ active: false }).where(eq(activities.id, activity.id));
    expect((await participant.get(path)).statusCode).toBe(404);
    expect((await client.get(path)).statusCode).toBe(200);
  });
});
