import type { StoredFormField } from '@extranet/shared/forms/form-field';
import type { Activity } from '@extranet/shared/schemas/activity';
import type { OrderSummary } from '@extranet/shared/schemas/order';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeLinkedActivityId, readLinkedActivityId } from '@/shared/session/linked-activity';
import { sessionStore } from '@/shared/session/session-store';
import { testActivity } from '@/test/activity';
import { json, useFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { ActivityOrderPage } from './activity-order-page';

// antd forms validate and re-render in several steps: give a busy machine time.

const form: StoredFormField[] = [
  { type: 'text', name: 'centro', label: 'Nombre del centro', required: true },
  { type: 'number', name: 'visitantes', label: 'Número de visitantes', min: 1, max: 54 },
  { type: 'text', name: 'acompanante-1', label: 'Datos acompañante 1' },
  { type: 'textarea', name: 'otros', label: 'Datos de otros visitantes' },
];

const created = {
  result: 'OK',
  order: {
    id: 120,
    date: '2026-10-02T10:00:00Z',
    state: { id: 1, value: 'Pendiente' },
    activityId: 4,
    activityName: 'Visita a la planta',
    campaignId: 9,
    campaignName: 'Separa y recicla',
    userId: 7,
    userName: 'Ana García',
    entityId: null,
    entityName: null,
    supervisorId: null,
  },
};

/** Activity 4 as the form shows it: for schools, with an explanation and requirements. */
const visit = (changes: Partial<Activity> = {}) =>
  testActivity({
    targets: [{ id: 1, value: 'Centros educativos' }],
    explanation: '<p>Recorrido guiado por la planta.</p>',
    requirements: '<ul><li>Grupos de 25 a 54 personas.</li></ul>',
    formMetadata: form,
    ...changes,
  });

/** The activity the API knows (any other id is not found); a test changes it. */
let activity: Activity = visit();
/** The applicant's orders of the activity an event asks for first. */
let earlierOrders: OrderSummary[] = [];
let createReplies: { status: number; body: unknown }[] = [];
const sent: FormData[] = [];
/** The Idempotency-Key of each create call, in order. */
const keys: (string | undefined)[] = [];
/** While set, create calls wait for it before answering (a slow network). */
let createGate: Promise<void> | undefined;

function renderPage(route = '/activityorder?id=4') {
  renderWithProviders(
    <Routes>
      <Route path="/activityorder" element={<ActivityOrderPage />} />
      <Route path="/main" element={<p>Campañas</p>} />
      <Route path="/activitylist" element={<p>Actividades</p>} />
    </Routes>,
    { route },
  );
}

const solicitar = () => fireEvent.click(screen.getByRole('button', { name: /SOLICITAR/ }));

// docs/product/requests.md#request-form, docs/product/requests.md#validation,
// docs/product/README.md#error-catalogue
describe('/activityorder', () => {
  /** The API as the request form meets it. */
  const calls = useFakeApi(({ method, url, headers, body }) => {
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /api/activity/get/by-id/')
      return url.searchParams.get('id') === String(activity.id)
        ? json(activity)
        : json({ error: 'not found', message: 'No se ha encontrado el recurso' }, 404);
    if (route === 'GET /api/entity/list/for-user/7') return json([]);
    if (route === 'GET /api/order/list-minimized/by-filter')
      return json({ items: earlierOrders, total: earlierOrders.length });
    if (route === 'POST /api/order/create/') {
      sent.push(body as FormData);
      keys.push(headers.get('idempotency-key') ?? undefined);
      const reply = createReplies.shift() ?? { status: 200, body: created };
      return (createGate ?? Promise.resolve()).then(() => json(reply.body, reply.status));
    }
    return undefined;
  });
  beforeEach(() => {
    activity = visit();
    earlierOrders = [];
    createReplies = [];
    sent.length = 0;
    keys.length = 0;
    createGate = undefined;
    sessionStore.start('token', testUser({ id: 7 }), 8);
  });
  afterEach(() => sessionStore.clear());

  it('goes back to /main without an activity id', async () => {
    renderPage('/activityorder');
    expect(await screen.findByText('Campañas')).toBeVisible();
  });

  it('shows the activity and forgets the linked activity once the form is shown', async () => {
    storeLinkedActivityId(4);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Visita a la planta' }),
    ).toBeVisible();
    expect(screen.getByText('Recorrido guiado por la planta.')).toBeVisible();
    expect(screen.getByText('Grupos de 25 a 54 personas.')).toBeVisible();
    expect(await screen.findByText('DATOS DE LA ENTIDAD')).toBeVisible();
    await waitFor(() => expect(readLinkedActivityId()).toBeNull());
  });

  it('shows companion fields by the visitors count', async () => {
    renderPage();
    const visitors = await screen.findByLabelText('Número de visitantes');
    expect(screen.queryByLabelText('Datos acompañante 1')).toBeNull();
    fireEvent.change(visitors, { target: { value: '2' } });
    expect(await screen.findByLabelText('Datos acompañante 1')).toBeVisible();
    expect(screen.queryByLabelText('Datos de otros visitantes')).toBeNull();
    fireEvent.change(visitors, { target: { value: '9' } });
    expect(await screen.findByLabelText('Datos de otros visitantes')).toBeVisible();
    expect(screen.queryByLabelText('Datos acompañante 1')).toBeNull();
  });

  it('names the refused fields and asks to choose an entity', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: 'En representación de una entidad' }));
    expect(await screen.findByRole('radiogroup', { name: 'Entidad' })).toBeVisible();
    solicitar();
    expect(await screen.findByText('Debe comprobar los campos que se indican')).toBeVisible();
    expect(await screen.findByText('Campo requerido')).toBeVisible();
    expect(await screen.findByText('Debe seleccionar una opción')).toBeVisible();
    expect(sent).toHaveLength(0);
  });

  it('confirms the request once the API has stored it', async () => {
    renderPage();
    fireEvent.change(await screen.findByLabelText('Nombre del centro'), {
      target: { value: 'CP La Ería' },
    });
    solicitar();
    expect(
      await screen.findByText(
        'Se ha registrado su solicitud. En breve recibirá un correo con los datos de la misma.',
      ),
    ).toBeVisible();
    expect(sent[0]?.get('idEntity')).toBe('-1');
    expect(sent[0]?.get('force')).toBe('false');
    expect(screen.getByRole('button', { name: /VOLVER/ })).toBeVisible();
  });

  it('asks CONTINUAR / ATRÁS without places and resends with force', async () => {
    createReplies = [
      { status: 409, body: { error: 'CANCEL', message: 'No hay plazas disponibles.' } },
      { status: 200, body: { ...created, result: 'Places exceeded' } },
    ];
    renderPage();
    fireEvent.change(await screen.findByLabelText('Nombre del centro'), {
      target: { value: 'CP La Ería' },
    });
    solicitar();
    const noPlaces = 'No hay plazas disponibles. Si continúa pasará a una lista de espera.';
    const dialog = await screen.findByRole('dialog', { name: noPlaces });
    await waitFor(() => expect(dialog).toBeVisible());
    // Shown once, as the question's title (the dialog's own title is hidden: it only names it).
    const question = within(dialog).getByText(noPlaces, { selector: '.ant-modal-confirm-title' });
    expect(question).toBeVisible();
    expect(within(dialog).getByRole('button', { name: 'ATRÁS' })).toBeVisible();
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONTINUAR' }));
    expect(
      await screen.findByText(
        'La actividad no tiene plazas. Su solicitud pasará a una lista de espera.',
      ),
    ).toBeVisible();
    expect(sent.map((body) => body.get('force'))).toEqual(['false', 'true']);
  });

  it('sends one request for a double click, with SOLICITAR busy until it is answered', async () => {
    let answer = () => {};
    createGate = new Promise((resolve) => (answer = resolve));
    renderPage();
    fireEvent.change(await screen.findByLabelText('Nombre del centro'), {
      target: { value: 'CP La Ería' },
    });
    solicitar();
    solicitar();
    await waitFor(() => expect(sent).toHaveLength(1));
    const button = screen.getByRole('button', { name: /SOLICITAR/ });
    await waitFor(() => expect(button.className).toContain('ant-btn-loading'));
    fireEvent.click(button);
    // A submit that reaches the form while the first is on its way (a click that lands before
    // the button shows it is busy, or Enter in a field) sends nothing either.
    const requestForm = button.closest('form');
    if (!requestForm) throw new Error('no request form');
    fireEvent.submit(requestForm);
    await act(async () => {});
    expect(sent).toHaveLength(1);
    answer();
    expect(await screen.findByText(/Se ha registrado su solicitud/)).toBeVisible();
    expect(sent).toHaveLength(1);
    expect(keys[0]).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('gives the resend with force a key of its own (a new submission)', async () => {
    createReplies = [
      { status: 409, body: { error: 'CANCEL', message: 'No hay plazas disponibles.' } },
      { status: 200, body: { ...created, result: 'Places exceeded' } },
    ];
    renderPage();
    fireEvent.change(await screen.findByLabelText('Nombre del centro'), {
      target: { value: 'CP La Ería' },
    });
    solicitar();
    fireEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'CONTINUAR' }),
    );
    await waitFor(() => expect(sent).toHaveLength(2));
    expect(keys.every((key) => typeof key === 'string')).toBe(true);
    expect(keys[1]).not.toBe(keys[0]);
  });

  it('keeps the key for a retry after a failure without an answer from the server', async () => {
    createReplies = [
      { status: 503, body: { error: 'database unavailable', message: 'No disponible.' } },
      { status: 200, body: created },
      { status: 200, body: created },
    ];
    renderPage();
    fireEvent.change(await screen.findByLabelText('Nombre del centro'), {
      target: { value: 'CP La Ería' },
    });
    solicitar();
    expect(await screen.findByText('No disponible.')).toBeVisible();
    solicitar();
    expect(await screen.findByText(/Se ha registrado su solicitud/)).toBeVisible();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('takes Enter in a date field as the date, not as SOLICITAR', async () => {
    activity = visit({
      formMetadata: [...form, { type: 'date', name: 'fecha', label: 'Fecha solicitada' }],
    });
    renderPage();
    const date = await screen.findByLabelText('Fecha solicitada');
    fireEvent.change(date, { target: { value: '20/05/2030' } });
    // false: the key's default action (the browser's implicit submission) was prevented.
    expect(fireEvent.keyDown(date, { key: 'Enter', code: 'Enter' })).toBe(false);
    expect(screen.queryByText('Debe comprobar los campos que se indican')).toBeNull();
    expect(sent).toHaveLength(0);
    const centre = screen.getByLabelText('Nombre del centro');
    expect(fireEvent.keyDown(centre, { key: 'Enter', code: 'Enter' })).toBe(true);
  });

  it("says 'Actividad fuera de plazo' and hides SOLICITAR for an ended activity", async () => {
    activity = visit({ endDate: '2020-01-31' });
    renderPage();
    expect(await screen.findByText('Actividad fuera de plazo')).toBeVisible();
    expect(screen.queryByRole('button', { name: /SOLICITAR/ })).toBeNull();
    expect(screen.getByRole('button', { name: /VOLVER/ })).toHaveProperty('disabled', false);
  });

  it('lists the dated lines of an event and warns of an unmet prerequisite', async () => {
    activity = visit({
      isEvent: true,
      onlyForInscribed: true,
      onlyForInscribedId: 3,
      requirements: '10/10/2026 10:00 Puertas abiertas - Serín\n14/11/2026 10:00 Taller de compost',
    });
    earlierOrders = [{ ...created.order, activityId: 3 }];
    renderPage();
    expect(await screen.findByText('10/10/2026')).toBeVisible();
    expect(screen.getByText('10:00 Puertas abiertas - Serín')).toBeVisible();
    expect(screen.getByText('14/11/2026')).toBeVisible();
    expect(
      await screen.findByText(
        'Esta actividad es solo para quienes tienen aceptada o realizada una solicitud de la actividad previa',
      ),
    ).toBeVisible();
    const asked = calls.find(({ url }) => url.pathname.startsWith('/api/order/list-minimized/'));
    expect(asked?.url.searchParams.get('activity')).toBe('3');
    expect(asked?.url.searchParams.get('userId')).toBe('7');
  });

  it("says 'No se ha encontrado la actividad' for an unknown one", async () => {
    renderPage('/activityorder?id=999');
    expect(await screen.findByText('No se ha encontrado la actividad')).toBeVisible();
  });
});
