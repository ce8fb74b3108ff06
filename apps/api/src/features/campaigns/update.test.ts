import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { campaigns } from '../../db/schema/campaigns.ts';
import { makeCampaignWith, makeOrganization, makeUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

const campaignRow = async (id: number) =>
  (await t.db.select().from(campaigns).where(eq(campaigns.id, id)))[0];

const body = (id: number, changes: Record<string, unknown> = {}) => ({
  idCampaign: id,
  campaignName: 'Recicla 2025',
  campaignStartDate: '2025-02-01',
  campaignEndDate: '2025-06-30',
  campaignEdition: '2025',
  campaignActive: true,
  campaignSupervisor: null,
  campaignDescription: 'Descripción corta',
  campaignTargets: '1,3',
  campaignContent: '<p>Hola <script>alert(1)</script><a href="javascript:x()">y</a></p>',
  campaignContentJson: { type: 'doc', content: [] },
  ...changes,
});

describe('POST /api/campaign/:idCampaign/update', () => {
  it('lets role 2+ save every field, with the HTML sanitized', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const supervisor = await makeUser(t.db, { role: 1, name: 'Gestora' });
    const c = await makeCampaignWith(t.db, { targetIds: [2] });
    const res = await t
      .as(admin)
      .post(`/api/campaign/${c.id}/update`, body(c.id, { campaignSupervisor: supervisor.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: c.id,
      name: 'Recicla 2025',
      description: 'Descripción corta',
      startDate: '2025-02-01',
      endDate: '2025-06-30',
      edition: '2025',
      active: true,
      supervisor: { id: supervisor.id, name: 'Gestora' },
      targets: [
        { id: 1, value: 'Centros educativos' },
        { id: 3, value: 'Asociaciones y colectivos' },
      ],
      content: '<p>Hola <a>y</a></p>',
      contentJson: { type: 'doc', content: [] },
    });
  });

  it('lets the supervisor edit its campaign but not its active flag nor its supervisor', async () => {
    const supervisor = await makeUser(t.db, { role: 1 });
    const other = await makeUser(t.db, { role: 1 });
    const c = await makeCampaignWith(t.db, { supervisorId: supervisor.id, active: false });
    const res = await t
      .as(supervisor)
      .post(`/api/campaign/${c.id}/update`, body(c.id, { campaignSupervisor: other.id }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Recicla 2025',
      active: false,
      supervisor: { id: supervisor.id },
    });
  });

  it('lets role 2+ remove the supervisor with null or 0', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const supervisor = await makeUser(t.db, { role: 1 });
    const c = await makeCampaignWith(t.db, { supervisorId: supervisor.id });
    const res = await t
      .as(admin)
      .post(`/api/campaign/${c.id}/update`, body(c.id, { campaignSupervisor: 0 }));
    expect(res.json().supervisor).toBeNull();
  });

  it('hides from a supervisor a campaign it does not supervise (404)', async () => {
    const supervisor = await makeUser(t.db, { role: 1 });
    const c = await makeCampaignWith(t.db, { active: true });
    const res = await t.as(supervisor).post(`/api/campaign/${c.id}/update`, body(c.id));
    expect(res.statusCode).toBe(404);
    expect((await campaignRow(c.id))?.name).not.toBe('Recicla 2025');
  });

  it('refuses participants (403) even for an inactive or unknown campaign, and anonymous (401)', async () => {
    const participant = await makeUser(t.db, { role: 0 });
    const c = await makeCampaignWith(t.db, { active: false });
    expect(
      (await t.as(participant).post(`/api/campaign/${c.id}/update`, body(c.id))).statusCode,
    ).toBe(403);
    expect(
      (await t.as(participant).post('/api/campaign/987654/update', body(987654))).statusCode,
    ).toBe(403);
    expect((await t.anon.post(`/api/campaign/${c.id}/update`, {})).statusCode).toBe(401);
  });

  it('hides campaigns of another organization from role 2+ (404)', async () => {
    const foreignAdmin = await makeUser(t.db, {
      role: 2,
      organizationId: (await makeOrganization(t.db)).id,
    });
    const c = await makeCampaignWith(t.db);
    const res = await t.as(foreignAdmin).post(`/api/campaign/${c.id}/update`, body(c.id));
    expect(res.statusCode).toBe(404);
  });

  it.each([
    ['campaignName', { campaignName: '  ' }, 'Introduce un nombre'],
    ['campaignDescription', { campaignDescription: '' }, 'Introduce una descripción corta'],
    ['campaignStartDate', { campaignStartDate: '' }, 'Introduce la fecha de inicio'],
    ['campaignEndDate', { campaignEndDate: '2025-02-30' }, 'Introduce la fecha de finalización'],
    ['campaignEdition', { campaignEdition: '' }, 'Introduce la edición'],
    [
      'campaignEdition',
      { campaignEdition: '123456789' },
      'La edición tiene como máximo 8 caracteres',
    ],
    ['campaignTargets', { campaignTargets: '1,x' }, 'Selecciona destinatarios válidos'],
    [
      'campaignEndDate',
      { campaignStartDate: '2025-06-01', campaignEndDate: '2025-05-31' },
      'La fecha de finalización de la campaña debe ser posterior a la de inicio',
    ],
  ])('answers 400 on %s with the Spanish message', async (field, changes, message) => {
    const admin = await makeUser(t.db, { role: 2 });
    const c = await makeCampaignWith(t.db);
    const res = await t.as(admin).post(`/api/campaign/${c.id}/update`, body(c.id, changes));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'validation', fields: { [field]: message } });
  });

  it('accepts an end date equal to the start date', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const c = await makeCampaignWith(t.db);
    const same = { campaignStartDate: '2025-05-05', campaignEndDate: '2025-05-05' };
    expect(
      (await t.as(admin).post(`/api/campaign/${c.id}/update`, body(c.id, same))).statusCode,
    ).toBe(200);
  });

  it('answers 400 for unknown targets, a bad supervisor or a mismatched id', async () => {
    const admin = await makeUser(t.db, { role: 2 });
    const c = await makeCampaignWith(t.db);
    const post = (changes: Record<string, unknown>) =>
      t.as(admin).post(`/api/campaign/${c.id}/update`, body(c.id, changes));
    const unknownTarget = await post({ campaignTargets: '1,999' });
    expect(unknownTarget.json().fields).toEqual({
      campaignTargets: 'Selecciona destinatarios válidos',
    });
    const participant = await makeUser(t.db, { role: 0 });
    const foreign = await makeUser(t.db, {
      role: 1,
      organizationId: (await makeOrganization(t.db)).id,
    });
    for (const id of [participant.id, foreign.id, 987654]) {
      const res = await post({ campaignSupervisor: id });
      expect(res.statusCode).toBe(400);
      expect(res.json().fields).toEqual({
        campaignSupervisor: 'Selecciona un gestor de la organización',
      });
    }
    const mismatch = await post({ idCampaign: c.id + 1 });
    expect(mismatch.statusCode).toBe(400);
    expect(Object.keys(mismatch.json().fields)).toEqual(['idCampaign']);
    expect((await campaignRow(c.id))?.name).not.toBe('Recicla 2025');
  });
});
