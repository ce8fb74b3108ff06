import { EVENT_MAX_MANAGEMENT_FIELDS } from '@extranet/shared/forms/is-event';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activities } from '../../db/schema/activities.ts';
import { makeActivityWith, makeCampaignWith, makeUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';

const t = useTestApp();

const requestForm = [
  { type: 'number', name: 'visitantes', label: 'Número de visitantes', min: '1', required: 'true' },
  { type: 'date', name: 'fecha', label: 'Fecha solicitada' },
  {
    type: 'select',
    name: 'tipo',
    label: 'Tipo de visita',
    values: [{ label: 'VISITA ESTÁNDAR', value: 'VISITA ESTÁNDAR' }],
  },
];
const managementForm = Array.from({ length: 5 }, (_, i) => ({
  type: 'text',
  name: `g${i}`,
  label: `Gestión ${i}`,
}));

/** The editor's values, as the web sends them (forms as JSON strings, targets comma-separated). */
const editorValues = (idActivity: number, changes: Record<string, unknown> = {}) => ({
  idActivity,
  name: 'Visita a la planta',
  complement: 'Mañanas',
  active: true,
  inscription: false,
  onlyForInscribed: false,
  onlyForInscribedId: '',
  dataManagement: 'Datos',
  priceManagement: 'Gratuita',
  participantsManagement: '25-54',
  places: '40',
  priority: '3',
  activityStartDate: '2025-01-10',
  activityEndDate: '2025-06-30',
  activityTargets: '1,3',
  explanation: '<p onclick="x()">Hola <script>alert(1)</script><strong>mundo</strong></p>',
  explanationJson: { type: 'doc' },
  requirements: '<p>Requisitos</p>',
  calendarVisible: 'false',
  calendarColor: '#00aa11',
  formMetadata: JSON.stringify(requestForm),
  formMetadataManagement: JSON.stringify(managementForm),
  ...changes,
});

async function managedActivity() {
  const supervisor = await makeUser(t.db, { role: 1 });
  const campaign = await makeCampaignWith(t.db, { supervisorId: supervisor.id });
  const activity = await makeActivityWith(t.db, {
    campaignId: campaign.id,
    requirements: '01/05/2025 Feria del reciclaje',
  });
  return { supervisor, activity, url: `/api/activity/${activity.id}/update` };
}

describe('POST /api/activity/:idActivity/update', () => {
  it("saves the editor's values, sanitizing rich text and computing hasDateAndVisitType", async () => {
    const { supervisor, activity, url } = await managedActivity();
    const res = await t.as(supervisor).post(url, editorValues(activity.id));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Visita a la planta',
      places: 40,
      priority: 3,
      startDate: '2025-01-10',
      endDate: '2025-06-30',
      active: true,
      eventProperties: { color: '#00AA11', visible: false },
      explanation: '<p>Hola <strong>mundo</strong></p>',
      explanationJson: { type: 'doc' },
      requirements: '<p>Requisitos</p>',
      hasDateAndVisitType: true,
      isEvent: false,
      targets: [{ id: 1 }, { id: 3 }],
    });
    expect(res.json().formMetadata[0]).toMatchObject({ min: 1, required: true });
  });

  it('keeps an event’s requirements exactly as sent, and the stored forms when none are sent', async () => {
    const { supervisor, activity, url } = await managedActivity();
    const lines = '01/05/2025 10:00 Feria & reciclaje <Oviedo>\n02/05/2025 Limpieza de playa';
    const res = await t
      .as(supervisor)
      .post(url, editorValues(activity.id, { formMetadataManagement: '[]', requirements: lines }));
    expect(res.json()).toMatchObject({ isEvent: true, requirements: lines });
    const again = await t.as(supervisor).post(url, {
      ...editorValues(activity.id, { formMetadata: undefined, formMetadataManagement: undefined }),
      requirements: undefined,
    });
    expect(again.json()).toMatchObject({
      isEvent: true,
      requirements: lines,
      hasDateAndVisitType: true,
    });
  });

  it('keeps rich text sent with an empty management form, and sanitizes it when the event becomes an activity', async () => {
    const { supervisor, activity, url } = await managedActivity();
    const html = '<p>Hola</p><img src=x onerror="alert(1)">';
    const event = await t
      .as(supervisor)
      .post(url, editorValues(activity.id, { formMetadataManagement: '[]', requirements: html }));
    expect(event.json()).toMatchObject({ isEvent: true, requirements: html });
    const management = JSON.stringify(
      Array.from({ length: EVENT_MAX_MANAGEMENT_FIELDS + 1 }, (_, i) => ({
        type: 'text',
        label: `Dato ${i + 1}`,
        name: `dato-${i + 1}`,
      })),
    );
    const back = await t.as(supervisor).post(url, {
      ...editorValues(activity.id, { formMetadataManagement: management }),
      requirements: undefined,
    });
    expect(back.json()).toMatchObject({
      isEvent: false,
      requirements: '<p>Hola</p>',
    });
  });

  it.each([
    ['name', { name: '  ' }, 'Introduce un nombre'],
    ['places', { places: -3 }, 'Los datos enviados no son válidos'],
    ['active', { active: 'quizá' }, 'Los datos enviados no son válidos'],
    ['priority', { priority: '' }, 'Campo requerido'],
    ['activityTargets', { activityTargets: '' }, 'Debe seleccionar al menos un destinatario'],
    ['calendarColor', { calendarColor: 'verde' }, 'Selecciona el color de la categoría'],
    [
      'onlyForInscribedId',
      { onlyForInscribedId: 0 },
      'El identificador de la actividad previa debe ser 1 o mayor',
    ],
    ['activityStartDate', { activityStartDate: '2025-02-30' }, 'Introduce una fecha válida'],
    [
      'activityEndDate',
      { activityEndDate: '2025-01-09' },
      'La fecha de finalización de la actividad debe ser posterior a la de inicio',
    ],
    [
      'formMetadata.0.type',
      { formMetadata: [{ type: 'radio-group', name: 'r', values: [{ label: 'a', value: 'a' }] }] },
      'Los botones de opción solo se permiten en el formulario de gestión',
    ],
  ])('refuses a bad %s with its Spanish message (400)', async (field, change, message) => {
    const { supervisor, activity, url } = await managedActivity();
    const res = await t.as(supervisor).post(url, editorValues(activity.id, change));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
  });

  it('stores nothing of an activity ending before it starts, and takes one ending the same day', async () => {
    const { supervisor, activity, url } = await managedActivity();
    const before = await t.db.select().from(activities).where(eq(activities.id, activity.id));
    const refused = await t
      .as(supervisor)
      .post(url, editorValues(activity.id, { activityEndDate: '2024-12-31' }));
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'La fecha de finalización de la actividad debe ser posterior a la de inicio',
    );
    const after = await t.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(after).toEqual(before);
    const sameDay = await t
      .as(supervisor)
      .post(url, editorValues(activity.id, { activityEndDate: '2025-01-10' }));
    expect(sameDay.statusCode).toBe(200);
    expect(sameDay.json()).toMatchObject({ startDate: '2025-01-10', endDate: '2025-01-10' });
  });

  it('refuses a prerequisite or a target that does not exist (400)', async () => {
    const { supervisor, activity, url } = await managedActivity();
    const res = await t
      .as(supervisor)
      .post(
        url,
        editorValues(activity.id, { onlyForInscribedId: 999999, activityTargets: '1,99' }),
      );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toMatchObject({
      onlyForInscribedId: 'No existe ninguna actividad con ese identificador',
      activityTargets: 'Los datos enviados no son válidos',
    });
  });

  it('refuses a participant (403), another supervisor (404), an anonymous caller (401)', async () => {
    const { activity, url } = await managedActivity();
    expect((await t.as(await makeUser(t.db)).post(url, editorValues(activity.id))).statusCode).toBe(
      403,
    );
    expect(
      (await t.as(await makeUser(t.db, { role: 1 })).post(url, editorValues(activity.id)))
        .statusCode,
    ).toBe(404);
    expect((await t.anon.post(url, {})).statusCode).toBe(401);
    const [row] = await t.db.select().from(activities).where(eq(activities.id, activity.id));
    expect(row?.name).toBe(activity.name);
  });

  it('lets an administrator save, and refuses a body naming another activity (400)', async () => {
    const { activity, url } = await managedActivity();
    const admin = await makeUser(t.db, { role: 2 });
    expect((await t.as(admin).post(url, editorValues(activity.id))).statusCode).toBe(200);
    expect((await t.as(admin).post(url, editorValues(activity.id + 1))).statusCode).toBe(400);
  });
});
