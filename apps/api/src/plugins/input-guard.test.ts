import { messages } from '@extranet/shared/messages';
import { Role } from '@extranet/shared/roles';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../db/schema/campaigns.ts';
import {
  KNOWN_PASSWORD,
  makeActivity,
  makeCampaign,
  makeUser,
  type TestUser,
} from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { multipartBody, sampleFiles } from '../../test/multipart.ts';
import { makeOpenActivity, orderFormBody } from '../../test/order-form.ts';
import { zodEnglish as english } from '@extranet/shared/zod-english';

const deepJson = (depth: number) => '['.repeat(depth) + ']'.repeat(depth);

describe('bad input answers a Spanish 4xx, never a 500 (docs/input-validation.md)', () => {
  const t = useTestApp();
  /** A caller logged in through the API, as a person is. */
  const login = async (user: TestUser) => {
    const res = await t.anon.post('/api/authenticate', {
      username: user.username,
      password: KNOWN_PASSWORD,
    });
    return t.bearer(res.json<{ token: string }>().token);
  };

  const editBody = (idCampaign: number, contentJson: string) =>
    `{"idCampaign":${idCampaign},"campaignName":"C","campaignStartDate":"2026-01-01",` +
    `"campaignEndDate":"2026-02-01","campaignEdition":"2026","campaignDescription":"D",` +
    `"campaignContentJson":${contentJson}}`;

  it('a path id past PostgreSQL integer is 404, also on anonymous routes', async () => {
    const res = await t.anon.get('/api/files/campaign/2147483648/image/x.png');
    expect(res.statusCode).toBe(404);
    const admin = await makeUser(t.db, { role: Role.Admin });
    const del = await (await login(admin)).post('/api/campaign/delete/2147483648');
    expect(del.statusCode).toBe(404);
    expect(del.json().message).not.toMatch(english);
  });

  it('an id past PostgreSQL integer in a query or body is 400 in Spanish', async () => {
    const admin = await makeUser(t.db, { role: Role.Admin });
    const query = await (await login(admin)).get('/api/campaign/get/by-id/?id=2147483648');
    expect(query.statusCode).toBe(400);
    const page = await (
      await login(admin)
    ).get('/api/user/list/for-user-organization/?_page=2147483648');
    expect(page.statusCode).toBe(400);
    const body = await (
      await login(admin)
    ).post('/api/activity/create', { idCampaign: -2147483648 });
    expect(body.statusCode).toBe(400);
    for (const res of [query, page, body]) expect(res.json().message).not.toMatch(english);
  });

  it('a NUL in any text is a 400 in Spanish, even when logging in', async () => {
    const res = await t.anon.post('/api/authenticate', { username: 'A\u0000', password: 'x' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation' });
    expect(res.json().message).not.toMatch(english);
    const admin = await makeUser(t.db, { role: Role.Admin });
    const query = await (
      await login(admin)
    ).get('/api/user/list/for-user-organization/?text=a%00b');
    expect(query.statusCode).toBe(400);
  });

  it('a NUL in a multipart field is a 400; a file name is cleaned of it', async () => {
    const admin = await makeUser(t.db, { role: Role.Admin });
    const campaign = await makeCampaign(t.db);
    const file = multipartBody({ filename: 'a\u0000b.png', content: sampleFiles.png });
    const upload = await (
      await login(admin)
    ).post(`/api/campaign/${campaign.id}/image/upload`, file.payload, { headers: file.headers });
    expect(upload.statusCode).toBe(200);
    expect(upload.body).toMatch(/_ab\.png$/);
    const form = orderFormBody({ idActivity: 1, idEntity: '-1\u0000' });
    const order = await (
      await login(admin)
    ).post('/api/order/create/', form.payload, { headers: form.headers });
    expect(order.statusCode).toBe(400);
    expect(order.json().fields).toEqual({ idEntity: messages.textWithNul });
  });

  it('malformed or truncated multipart is a 400 in Spanish', async () => {
    const admin = await makeUser(t.db, { role: Role.Admin });
    const campaign = await makeCampaign(t.db);
    const activity = await makeActivity(t.db, { campaignId: campaign.id });
    const whole = multipartBody({ filename: 'a.png', content: sampleFiles.png });
    const truncated = whole.payload.subarray(0, whole.payload.length - 30);
    const garbage = Buffer.from('--nope\r\nnot a part at all');
    for (const url of [
      `/api/campaign/${campaign.id}/image/upload`,
      `/api/activity/${activity.id}/files/upload`,
      '/api/order/create/',
    ]) {
      for (const payload of [truncated, garbage]) {
        const res = await (await login(admin)).post(url, payload, { headers: whole.headers });
        expect(res.statusCode, url).toBe(400);
        expect(res.json().message).not.toMatch(english);
      }
    }
  });

  it('a number answer past PostgreSQL integer is refused, even without a maximum', async () => {
    const activity = await makeOpenActivity(t.db, {
      places: 0,
      formMetadata: [{ type: 'number', name: 'visitantes', label: 'Número de visitantes' }],
    });
    const applicant = await makeUser(t.db);
    const form = orderFormBody({
      idActivity: activity.id,
      force: true,
      userData: { visitantes: '99999999999' },
    });
    const res = await (
      await login(applicant)
    ).post('/api/order/create/', form.payload, { headers: form.headers });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(messages.answerNumberRange);
  });

  it('a JSON body over the limit is 413 with its own message', async () => {
    const res = await t.anon.post('/api/authenticate', {
      username: 'x'.repeat(1_100_000),
      password: 'x',
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({
      error: 'body too large',
      message: 'Los datos enviados superan el tamaño máximo permitido.',
    });
  });

  it('deep JSON is refused before it is stored, and parsing it never overflows', async () => {
    const admin = await makeUser(t.db, { role: Role.Admin });
    const campaign = await makeCampaign(t.db);
    const res = await (
      await login(admin)
    ).post(`/api/campaign/${campaign.id}/update`, editBody(campaign.id, deepJson(2500)), {
      headers: { 'content-type': 'application/json' },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).not.toMatch(english);
    const shallow = await (
      await login(admin)
    ).post(`/api/campaign/${campaign.id}/update`, editBody(campaign.id, deepJson(20)), {
      headers: { 'content-type': 'application/json' },
    });
    expect(shallow.statusCode).toBe(200);
    const proto = '{"a":'.repeat(20_000) + '{"__proto__":1}' + '}'.repeat(20_000);
    const parsed = await t.anon.post('/api/authenticate', proto, {
      headers: { 'content-type': 'application/json' },
    });
    expect(parsed.statusCode).toBe(400);
    const read = await (await login(admin)).get(`/api/campaign/get/by-id/?id=${campaign.id}`);
    expect(read.statusCode).toBe(200);
  });

  it('a deep JSON value stored before this check is still served', async () => {
    const admin = await makeUser(t.db, { role: Role.Admin });
    const campaign = await makeCampaign(t.db);
    const deep = JSON.parse(deepJson(2500)) as unknown;
    await t.db.update(campaigns).set({ contentJson: deep }).where(eq(campaigns.id, campaign.id));
    const read = await (await login(admin)).get(`/api/campaign/get/by-id/?id=${campaign.id}`);
    expect(read.statusCode).toBe(200);
    const clone = await (await login(admin)).post(`/api/campaign/clone/${campaign.id}`);
    expect(clone.statusCode).toBe(200);
  });

  it('zod falls back to Spanish: registration without a name', async () => {
    const res = await t.anon.post('/api/user/create/', { surname: 'X' });
    expect(res.statusCode).toBe(400);
    for (const message of Object.values(res.json().fields as Record<string, string>)) {
      expect(message).not.toMatch(english);
    }
    expect(res.json().fields.name).toBe(messages.nameRequired);
  });

  it('a manager who does not supervise the campaign gets 404, not a field error', async () => {
    const manager = await makeUser(t.db, { role: Role.Supervisor });
    const campaign = await makeCampaign(t.db);
    const activity = await makeActivity(t.db, { campaignId: campaign.id });
    const edit = await (await login(manager)).post(`/api/campaign/${campaign.id}/update`, {});
    expect(edit.statusCode).toBe(404);
    const editActivity = await (
      await login(manager)
    ).post(`/api/activity/${activity.id}/update`, {});
    expect(editActivity.statusCode).toBe(404);
  });

  it('activity/create sent as multipart is refused in Spanish', async () => {
    const admin = await makeUser(t.db, { role: Role.Admin });
    const form = orderFormBody({ idCampaign: 1 });
    const res = await (
      await login(admin)
    ).post('/api/activity/create', form.payload, { headers: form.headers });
    expect([400, 415]).toContain(res.statusCode);
    expect(res.json().message).not.toMatch(english);
  });
});
