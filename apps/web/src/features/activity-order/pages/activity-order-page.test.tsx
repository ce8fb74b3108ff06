import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { storeLinkedActivityId, readLinkedActivityId } from '@/shared/session/linked-activity';
import { sessionStore } from '@/shared/session/session-store';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { testActivity } from '../test-activity';
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

let createReplies: { status: number; body: unknown }[] = [];
const sent: FormData[] = [];
/** The Idempotency-Key of each create call, in order. */
const keys: (string | undefined)[] = [];
/** While set, create calls wait for it before answering (a slow network). */
let createGate: Promise<void> | undefined;
let activityForm: StoredFormField[] = form;

const json = (body: unknown, status = 200) =>
  Promise.resolve(new Response(JSON.stringify(body), { status }));

/** The API as the request form meets it. */
function fakeApi(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const url = String(input);
  if (url.includes('activity/get/by-id')) return json(testActivity({ formMetadata: activityForm }));
  if (url.includes('entity/list/for-user')) return json([]);
  if (url.includes('order/create')) {
    sent.push(init?.body as FormData);
    keys.push((init?.headers as Record<string, string> | undefined)?.['idempotency-key']);
    const reply = createReplies.shift() ?? { status: 200, body: created };
    return (createGate ?? Promise.resolve()).then(() => json(reply.body, reply.status));
  }
  return json({ items: [], total: 0 });
}

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
  beforeEach(() => {
    createReplies = [];
    sent.length = 0;
    keys.length = 0;
    createGate = undefined;
    activityForm = form;
    vi.stubGlobal('fetch', vi.fn(fakeApi));
    sessionStore.start('token', testUser({ id: 7 }), 8);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.clear();
  });

  it('goes back to /main without an activity id', async () => {
    renderPage('/activityorder');
    expect(await screen.findByText('Campañas')).toBeTruthy();
  });

  it('shows the activity and forgets the linked activity once the form is shown', async () => {
    storeLinkedActivityId(4);
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Visita a la planta' }),
    ).toBeTruthy();
    expect(screen.getByText('Recorrido guiado por la planta.')).toBeTruthy();
    expect(screen.getByText('Grupos de 25 a 54 personas.')).toBeTruthy();
    expect(screen.getByText('DATOS DE LA ENTIDAD')).toBeTruthy();
    await waitFor(() => expect(readLinkedActivityId()).toBeNull());
  });

  it('shows companion fields by the visitors count', async () => {
    renderPage();
    const visitors = await screen.findByLabelText('Número de visitantes');
    expect(screen.queryByLabelText('Datos acompañante 1')).toBeNull();
    fireEvent.change(visitors, { target: { value: '2' } });
    expect(await screen.findByLabelText('Datos acompañante 1')).toBeTruthy();
    expect(screen.queryByLabelText('Datos de otros visitantes')).toBeNull();
    fireEvent.change(visitors, { target: { value: '9' } });
    expect(await screen.findByLabelText('Datos de otros visitantes')).toBeTruthy();
    expect(screen.queryByLabelText('Datos acompañante 1')).toBeNull();
  });

  it('names the refused fields and asks to choose an entity', async () => {
    renderPage();
    fireEvent.click(await screen.findByRole('radio', { name: 'En representación de una entidad' }));
    expect(await screen.findByRole('radiogroup', { name: 'Entidad' })).toBeTruthy();
    solicitar();
    expect(await screen.findByText('Debe comprobar los campos que se indican')).toBeTruthy();
    expect(await screen.findByText('Campo requerido')).toBeTruthy();
    expect(await screen.findByText('Debe seleccionar una opción')).toBeTruthy();
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
    ).toBeTruthy();
    expect(sent[0]?.get('idEntity')).toBe('-1');
    expect(sent[0]?.get('force')).toBe('false');
    expect(screen.getByRole('button', { name: /VOLVER/ })).toBeTruthy();
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
    const dialog = await screen.findByRole('dialog');
    const noPlaces = 'No hay plazas disponibles. Si continúa pasará a una lista de espera.';
    expect(within(dialog).getAllByText(noPlaces).length).toBeGreaterThan(0);
    expect(within(dialog).getByRole('button', { name: 'ATRÁS' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'CONTINUAR' }));
    expect(
      await screen.findByText(
        'La actividad no tiene plazas. Su solicitud pasará a una lista de espera.',
      ),
    ).toBeTruthy();
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
    expect(await screen.findByText(/Se ha registrado su solicitud/)).toBeTruthy();
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
    expect(await screen.findByText('No disponible.')).toBeTruthy();
    solicitar();
    expect(await screen.findByText(/Se ha registrado su solicitud/)).toBeTruthy();
    expect(keys).toHaveLength(2);
    expect(keys[1]).toBe(keys[0]);
  });

  it('takes Enter in a date field as the date, not as SOLICITAR', async () => {
    activityForm = [...form, { type: 'date', name: 'fecha', label: 'Fecha solicitada' }];
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
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json(testActivity({ endDate: '2020-01-31', formMetadata: form }))),
    );
    renderPage();
    expect(await screen.findByText('Actividad fuera de plazo')).toBeTruthy();
    expect(screen.queryByRole('button', { name: /SOLICITAR/ })).toBeNull();
    expect(screen.getByRole('button', { name: /VOLVER/ })).toHaveProperty('disabled', false);
  });

  it('lists the dated lines of an event and warns of an unmet prerequisite', async () => {
    const event = testActivity({
      isEvent: true,
      onlyForInscribed: true,
      onlyForInscribedId: 3,
      requirements: '10/10/2026 10:00 Puertas abiertas - Serín\n14/11/2026 10:00 Taller de compost',
    });
    const orders = { items: [{ ...created.order, activityId: 3 }], total: 1 };
    vi.stubGlobal(
      'fetch',
      vi.fn((input: RequestInfo | URL) =>
        String(input).includes('order/list-minimized') ? json(orders) : json(event),
      ),
    );
    renderPage();
    expect(await screen.findByText('10/10/2026')).toBeTruthy();
    expect(screen.getByText('10:00 Puertas abiertas - Serín')).toBeTruthy();
    expect(screen.getByText('14/11/2026')).toBeTruthy();
    expect(
      await screen.findByText(
        'Esta actividad es solo para quienes tienen aceptada o realizada una solicitud de la actividad previa',
      ),
    ).toBeTruthy();
    expect(String(vi.mocked(fetch).mock.calls.at(-1)?.[0])).toMatch(/activity=3&userId=7/);
  });

  it("says 'No se ha encontrado la actividad' for an unknown one", async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => json({ error: 'not found', message: 'No se ha encontrado el recurso' }, 404)),
    );
    renderPage('/activityorder?id=999');
    expect(await screen.findByText('No se ha encontrado la actividad')).toBeTruthy();
  });
});
