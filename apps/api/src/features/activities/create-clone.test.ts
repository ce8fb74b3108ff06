import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { makeActivityWith, makeCampaignWith, makeUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

describe('POST /api/activity/create', () => {
  it('creates an inactive activity with the ten default management fields and the campaign targets', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const campaign = await makeCampaignWith(t.db, { targetIds: [1, 2] });
    const res = await t.as(admin).post('/api/activity/create', { idCampaign: campaign.id });
    expect(res.statusCode).toBe(200);
    const activity = res.json();
    expect(activity).toMatchObject({ active: false, isEvent: false, formMetadata: [] });
    expect(activity.id).toBeGreaterThan(0);
    expect(activity.formMetadataManagement).toHaveLength(10);
    expect(
      activity.formMetadataManagement.filter((f: { private?: boolean }) => f.private),
    ).toHaveLength(4);
    expect(activity.targets.map((x: { id: number }) => x.id)).toEqual([1, 2]);
  });

  it('creates an event with no fields when idCampaign is negative', async () => {
    const supervisor = await makeUser(t.db, { role: 1 });
    const campaign = await makeCampaignWith(t.db, { supervisorId: supervisor.id });
    const res = await t
      .as(supervisor)
      .post('/api/activity/create', { idCampaign: String(-campaign.id) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      isEvent: true,
      formMetadata: [],
      formMetadataManagement: [],
      campaign: { id: campaign.id },
    });
  });

  it('takes a management form sent as a JSON string', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const campaign = await makeCampaignWith(t.db);
    const form = JSON.stringify([
      {
        type: 'radio-group',
        name: 'r',
        label: 'Valoración',
        values: [{ label: 'Buena', value: '1' }],
      },
    ]);
    const res = await t
      .as(admin)
      .post('/api/activity/create', { idCampaign: campaign.id, formMetadataManagement: form });
    expect(res.json().formMetadataManagement).toMatchObject([{ type: 'radio-group', name: 'r' }]);
  });

  it('refuses participants (403), other supervisors (404), anonymous callers (401) and bad input (400)', async () => {
    const campaign = await makeCampaignWith(t.db);
    expect(
      (await t.as(await makeUser(t.db)).post('/api/activity/create', { idCampaign: campaign.id }))
        .statusCode,
    ).toBe(403);
    expect(
      (
        await t
          .as(await makeUser(t.db, { role: 1 }))
          .post('/api/activity/create', { idCampaign: campaign.id })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.anon.post('/api/activity/create', { idCampaign: campaign.id })).statusCode,
    ).toBe(401);
    const admin = await makeUser(t.db, { role: 2 });
    const bad = await t.as(admin).post('/api/activity/create', {
      idCampaign: campaign.id,
      formMetadataManagement: '[{"type":',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      error: 'validation',
      message: 'El formulario no es válido',
    });
    expect((await t.as(admin).post('/api/activity/create', { idCampaign: 0 })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/activity/clone', () => {
  it('copies an activity into another campaign, inactive, with forms, targets, texts and files', async () => {
    const supervisor = await makeUser(t.db, { role: 1 });
    const from = await makeCampaignWith(t.db, { supervisorId: supervisor.id });
    const to = await makeCampaignWith(t.db, { supervisorId: supervisor.id });
    const source = await makeActivityWith(t.db, {
      campaignId: from.id,
      name: 'Visita al vertedero',
      active: true,
      explanation: '<p>Explicación</p>',
      formMetadata: [{ type: 'date', name: 'fecha', label: 'Fecha solicitada' }],
      image: '1_foto.png',
      files: ['2_guia.pdf', '3_perdido.pdf'],
      targetIds: [1, 5],
      places: 30,
    });
    const folder = join(t.config.dataDir, 'files', 'activity', String(source.id));
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, '1_foto.png'), 'imagen');
    writeFileSync(join(folder, '2_guia.pdf'), 'guía');

    const res = await t
      .as(supervisor)
      .post('/api/activity/clone', { idCampaign: to.id, idActivity: source.id });
    expect(res.statusCode).toBe(200);
    const clone = res.json();
    expect(clone).toMatchObject({
      name: 'Visita al vertedero (copia)',
      active: false,
      places: 30,
      explanation: '<p>Explicación</p>',
      formMetadata: [{ type: 'date', name: 'fecha', label: 'Fecha solicitada' }],
      campaign: { id: to.id },
      image: '1_foto.png',
      files: ['2_guia.pdf'],
    });
    expect(clone.id).not.toBe(source.id);
    expect(clone.targets.map((x: { id: number }) => x.id)).toEqual([1, 5]);
    const copied = join(t.config.dataDir, 'files', 'activity', String(clone.id), '2_guia.pdf');
    expect(readFileSync(copied, 'utf8')).toBe('guía');
  });

  it("hides another supervisor's activity or campaign (404) and refuses participants (403)", async () => {
    const supervisor = await makeUser(t.db, { role: 1 });
    const own = await makeCampaignWith(t.db, { supervisorId: supervisor.id });
    const foreign = await makeActivityWith(t.db, { campaignId: (await makeCampaignWith(t.db)).id });
    const mine = await makeActivityWith(t.db, { campaignId: own.id });
    const foreignCampaign = await makeCampaignWith(t.db);
    const clone = (body: object, user = supervisor) => t.as(user).post('/api/activity/clone', body);
    expect((await clone({ idCampaign: own.id, idActivity: foreign.id })).statusCode).toBe(404);
    expect((await clone({ idCampaign: foreignCampaign.id, idActivity: mine.id })).statusCode).toBe(
      404,
    );
    expect(
      (await clone({ idCampaign: own.id, idActivity: mine.id }, await makeUser(t.db))).statusCode,
    ).toBe(403);
    expect(
      (await t.anon.post('/api/activity/clone', { idCampaign: own.id, idActivity: mine.id }))
        .statusCode,
    ).toBe(401);
    expect((await clone({ idCampaign: own.id })).statusCode).toBe(400);
  });
});
