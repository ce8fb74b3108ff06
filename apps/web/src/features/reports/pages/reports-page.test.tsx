import { messages } from '@extranet/shared/messages';
import { documentFileName } from '@extranet/shared/reports/document-csv';
import type { ReportListReply } from '@extranet/shared/reports/list-reply';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '@/shared/save-file';
import { sessionStore } from '@/shared/session/session-store';
import { today } from '@/shared/time/today';
import { json, useFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { testReportDocument } from '@/test/report-document';
import { testUser } from '@/test/user';
import { ReportsPage } from './reports-page';

vi.mock('@/shared/save-file', () => ({ saveFile: vi.fn() }));

const year = Number(today().slice(0, 4));
const TOTAL = 23;

/** A page of Datos actividad as the API answers it, by the call's paging and sort. */
function listReply(params: URLSearchParams, changes: Partial<ReportListReply> = {}) {
  const page = Number(params.get('_page'));
  const size = Number(params.get('_pagesize'));
  const total = changes.total ?? TOTAL;
  const ids = Array.from({ length: total }, (_, i) => total - i).slice(
    page * size,
    page * size + size,
  );
  const reply: ReportListReply = {
    reportId: Number(params.get('reportId')),
    kind: 'list',
    columns: [
      { key: 'id', header: 'Id', type: 'int', sortable: true },
      { key: 'date', header: 'F. Solicitud', type: 'date', sortable: true },
      { key: 'activityName', header: 'Actividad', type: 'text', sortable: true },
      { key: 'visitors', header: 'Participantes', type: 'int', sortable: false },
      { key: 'price', header: 'Precio', type: 'money', sortable: false },
      { key: 'bus', header: 'Autobús', type: 'bool', sortable: false },
    ],
    rows: ids.map((id) => ({
      id,
      date: '2026-03-09',
      activityName: `Actividad ${id}`,
      visitors: 1000 + id,
      price: 12.5,
      bus: id % 2 === 0,
    })),
    total,
    limited: false,
    summary: [{ label: 'Total participantes', value: 1234 }],
    rowLink: true,
    sort: params.get('_sort') ?? 'id',
    order: params.get('_order') === 'asc' ? 'asc' : 'desc',
    ...changes,
  };
  return reply;
}

function Detail() {
  const { search, state } = useLocation();
  return <p>{`detalle ${search} ${JSON.stringify(state)}`}</p>;
}

function renderPage({ historic = false, role = 1 } = {}) {
  sessionStore.start('token', testUser({ id: 7, role }), 8);
  const path = historic ? '/reportshistoricview' : '/reportsview';
  return renderWithProviders(
    <Routes>
      <Route path="/reportsview" element={<ReportsPage key="c" historic={false} />} />
      <Route path="/reportshistoricview" element={<ReportsPage key="h" historic />} />
      <Route path="/reportorderdetail" element={<Detail />} />
    </Routes>,
    { route: path },
  );
}

const button = (name: string) => screen.getByRole('button', { name: new RegExp(name) });
const input = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

/** Types a day into a date picker and confirms it with Enter, as a person would. */
function typeDay(label: string, day: string) {
  const box = input(label);
  fireEvent.mouseDown(box);
  fireEvent.focus(box);
  fireEvent.change(box, { target: { value: day } });
  fireEvent.keyDown(box, { key: 'Enter', code: 'Enter' });
}

async function chooseType(group: string, name: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Tipo de informe' }));
  fireEvent.mouseEnter(await screen.findByText(group, { selector: '.ant-cascader-menu-item *' }));
  fireEvent.click(await screen.findByText(group, { selector: '.ant-cascader-menu-item *' }));
  fireEvent.click(await screen.findByText(name, { selector: '.ant-cascader-menu-item *' }));
}

// docs/product/reporting.md#screens, docs/product/reporting.md#filters
describe('/reportsview and /reportshistoricview', () => {
  let answer: (params: URLSearchParams) => Response = (params) => json(listReply(params));
  const calls = useFakeApi(({ method, url }) => {
    if (method !== 'GET') return undefined;
    switch (url.pathname) {
      case '/api/reportorder/getActivityNamesList':
        return json([
          {
            campaignId: 4,
            campaignName: 'Campaña Ríos',
            edition: '2026',
            activities: [
              { id: 31, name: 'Visita al río', complement: '' },
              { id: 32, name: 'Taller de agua', complement: '' },
            ],
          },
        ]);
      case '/api/reportorder/getComplementsList':
        return json(['Huerto']);
      case '/api/reportorder/getEditionsList':
        return json(['2025', '2026']);
      case '/api/reportorder/getEntityTargetsList':
        return json(['Centros educativos']);
      case '/api/reportorder/getEntityNamesList':
        return json(['Colegio Ería']);
      case '/api/order/get-states/':
        return json([
          { id: 1, value: 'Pendiente' },
          { id: 2, value: 'Aceptada' },
          { id: 5, value: 'Realizada' },
        ]);
      case '/api/order/get-councils/':
        return json([{ id: 44, value: 'Oviedo' }]);
      case '/api/reportorder/list/by-filter':
        return answer(url.searchParams);
      default:
        return undefined;
    }
  });
  const runs = () =>
    calls
      .filter((c) => c.url.pathname === '/api/reportorder/list/by-filter')
      .map((c) => c.url.searchParams);
  afterEach(() => {
    sessionStore.clear();
    sessionStorage.clear();
    answer = (params) => json(listReply(params));
    vi.mocked(saveFile).mockClear();
  });

  it('opens on Datos actividad with its defaults, and loads nothing before FILTRAR', async () => {
    renderPage();
    expect(screen.getByText('INFORMES', { selector: 'h1' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Informes' }).getAttribute('aria-current')).toBe(
      'page',
    );
    expect(screen.getByRole('combobox', { name: 'Tipo de informe' })).toBeVisible();
    expect(screen.getByText('Datos actividad')).toBeVisible();
    expect(input('Fecha inicio').value).toBe(`01/01/${year}`);
    expect(input('Fecha fin').value).toBe(`31/12/${year}`);
    expect(screen.getByText('Fechas aplicadas a la fecha de solicitud')).toBeVisible();
    for (const label of [
      'Actividad',
      'Complemento',
      'Edición',
      'Entidad',
      'Estado',
      'Destinatario',
      'Id solicitud',
      'Concejo',
      'NIF / DNI',
      'Nombre',
      'Email',
    ]) {
      expect(screen.getByLabelText(label)).toBeVisible();
    }
    expect(await screen.findByText('Aceptada')).toBeVisible();
    expect(screen.getByText('Realizada')).toBeVisible();
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname.endsWith('getActivityNamesList'))).toBe(true),
    );
    const names = calls.find((c) => c.url.pathname.endsWith('getActivityNamesList'));
    expect(names?.url.searchParams.get('newerThan')).toBe(String(year - 1));
    expect(names?.url.searchParams.get('supervisorId')).toBe('7');
    expect(screen.queryByRole('button', { name: /EXPORTAR/ })).toBeNull();
    expect(runs()).toHaveLength(0);
  });

  it('asks for every activity in the historic view, where an administrator sends no supervisor', async () => {
    renderPage({ historic: true, role: 2 });
    expect(screen.getByText('HISTORICOS', { selector: 'h1' })).toBeVisible();
    await waitFor(() =>
      expect(calls.some((c) => c.url.pathname.endsWith('getActivityNamesList'))).toBe(true),
    );
    const names = calls.find((c) => c.url.pathname.endsWith('getActivityNamesList'));
    expect(names?.url.search).toBe('');
    fireEvent.click(button('FILTRAR'));
    await screen.findByText(`Resultados: ${TOTAL}`);
    expect(runs()[0]?.get('isHistoric')).toBe('true');
    expect(runs()[0]?.has('supervisorId')).toBe(false);
  });

  it('FILTRAR runs the type with its filters; the count, the sums and formatted cells show', async () => {
    renderPage();
    fireEvent.change(input('Nombre'), { target: { value: ' Ana ' } });
    fireEvent.click(button('FILTRAR'));
    expect(await screen.findByText(`Resultados: ${TOTAL}`)).toBeVisible();
    const params = runs()[0];
    expect(Object.fromEntries(params ?? [])).toMatchObject({
      reportId: '6',
      isHistoric: 'false',
      supervisorId: '7',
      orderState: '2,5',
      startDate: `01/01/${year}`,
      endDate: `31/12/${year}`,
      userName: 'Ana',
      _page: '0',
      _pagesize: '10',
      format: 'json',
    });
    expect(params?.has('_r')).toBe(true);
    expect(params?.has('_sort')).toBe(false);
    expect(screen.getByText('Total participantes:')).toBeVisible();
    expect(screen.getByText('1.234')).toBeVisible();
    const table = screen.getByRole('region', { name: 'Resultado del informe' });
    const first = within(table).getAllByRole('row')[1] as HTMLElement;
    expect(within(first).getByText('09/03/2026')).toBeVisible();
    expect(within(first).getByText('1.023')).toBeVisible();
    expect(within(first).getByText('12,50')).toBeVisible();
    expect(within(first).getByText('No')).toBeVisible();
    expect(button('EXPORTAR')).toBeVisible();
  });

  it('marks the result stale on a filter change, EXPORTAR waiting, until FILTRAR', async () => {
    renderPage();
    fireEvent.click(button('FILTRAR'));
    await screen.findByText(`Resultados: ${TOTAL}`);
    fireEvent.change(input('Email'), { target: { value: 'ana@' } });
    expect(screen.getByText(/Los filtros han cambiado/)).toBeVisible();
    expect(button('EXPORTAR')).toHaveProperty('disabled', true);
    expect(runs()).toHaveLength(1);
    fireEvent.click(button('FILTRAR'));
    await waitFor(() => expect(runs()).toHaveLength(2));
    expect(runs()[1]?.get('userMail')).toBe('ana@');
    await waitFor(() => expect(screen.queryByText(/Los filtros han cambiado/)).toBeNull());
    expect(button('EXPORTAR')).toHaveProperty('disabled', false);
  });

  it(`refuses a start after its end ('${messages.reportEndBeforeStart}'), sending nothing`, async () => {
    renderPage();
    typeDay('Fecha inicio', `01/06/${year}`);
    typeDay('Fecha fin', `31/05/${year}`);
    await waitFor(() => expect(input('Fecha fin').value).toBe(`31/05/${year}`));
    expect(input('Fecha inicio').value).toBe(`01/06/${year}`);
    const shown = screen.getByText(messages.reportEndBeforeStart, { selector: 'p' });
    expect(shown).toBeVisible();
    expect(input('Fecha fin').getAttribute('aria-describedby')).toBe(shown.id);
    fireEvent.click(button('FILTRAR'));
    expect(runs()).toHaveLength(0);

    // The same for each AVANZADO range.
    typeDay('Fecha inicio', `01/05/${year}`);
    fireEvent.click(button('AVANZADO'));
    expect(button('AVANZADO').getAttribute('aria-expanded')).toBe('true');
    typeDay('Fecha acordada desde', `10/03/${year}`);
    typeDay('Fecha acordada hasta', `09/03/${year}`);
    await waitFor(() =>
      expect(screen.getByText(messages.reportEndBeforeStart, { selector: 'p' })).toBeVisible(),
    );
    fireEvent.click(button('FILTRAR'));
    expect(runs()).toHaveLength(0);
    typeDay('Fecha acordada hasta', `11/03/${year}`);
    await waitFor(() => expect(input('Fecha acordada hasta').value).toBe(`11/03/${year}`));
    fireEvent.click(button('FILTRAR'));
    await waitFor(() => expect(runs()).toHaveLength(1));
    expect(runs()[0]?.get('agreedStart')).toBe(`10/03/${year}`);
    expect(runs()[0]?.get('agreedEnd')).toBe(`11/03/${year}`);
  });

  it('disables starts before 1 January of last year outside the historic view only', async () => {
    renderPage();
    typeDay('Fecha inicio', `31/12/${year - 2}`);
    fireEvent.blur(input('Fecha inicio'));
    await waitFor(() => expect(input('Fecha inicio').value).toBe(`01/01/${year}`));
    typeDay('Fecha inicio', `01/01/${year - 1}`);
    await waitFor(() => expect(input('Fecha inicio').value).toBe(`01/01/${year - 1}`));
  });

  it('resets the filters on a type change', async () => {
    renderPage();
    fireEvent.click(button('FILTRAR'));
    await screen.findByText(`Resultados: ${TOTAL}`);
    fireEvent.change(input('NIF / DNI'), { target: { value: '12345678Z' } });

    await chooseType('Visitas y autobús', 'Datos Visita');
    await waitFor(() => expect(input('NIF / DNI').value).toBe(''));
    expect(screen.queryByText(`Resultados: ${TOTAL}`)).toBeNull();
    expect(screen.getByText('Fechas aplicadas a la fecha acordada')).toBeVisible();
    expect(screen.getByText('Pendiente')).toBeVisible();
    // The name rule: only visits are offered.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Actividad' }));
    fireEvent.click(await screen.findByText('Campaña Ríos'));
    // The cascader's menu is in the page (it fades in: rendered is what counts here).
    expect(await screen.findByText('Visita al río')).toBeInstanceOf(HTMLElement);
    expect(screen.queryByText('Taller de agua')).toBeNull();

    await chooseType('Totales', 'Totales por actividad y año');
    expect(screen.getAllByRole('img', { name: 'Informe imprimible' }).length).toBeGreaterThan(0);
    expect(screen.queryByLabelText('NIF / DNI')).toBeNull();
    expect(screen.queryByLabelText('Id solicitud')).toBeNull();
  });

  // docs/product/reporting.md#documents
  describe('a printable type', () => {
    const reportWindow = () => {
      const win = {
        document: document.implementation.createHTMLDocument(''),
        closed: false,
        close: vi.fn(),
        print: vi.fn(),
        alert: vi.fn(),
      };
      vi.spyOn(window, 'open').mockReturnValue(win as unknown as Window);
      return win;
    };
    afterEach(() => vi.restoreAllMocks());

    it("opens its document on FILTRAR, counts its orders, and EXPORTAR saves the document's CSV", async () => {
      const doc = testReportDocument({ limited: true });
      answer = () => json(doc);
      const win = reportWindow();
      renderPage();
      await chooseType('Totales', 'Totales por actividad y año');
      fireEvent.click(button('FILTRAR'));
      expect(window.open).toHaveBeenCalledWith('', '_blank');
      expect(await screen.findByText('Resultados: 5')).toBeVisible();
      expect(runs()[0]?.get('format')).toBe('document');
      expect(runs()[0]?.get('reportId')).toBe('3');
      expect(win.document.title).toBe(doc.title);
      expect(win.document.getElementById('report-print')).not.toBeNull();

      fireEvent.click(button('EXPORTAR'));
      await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
      expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe(documentFileName(doc, 'csv'));
      expect(runs()).toHaveLength(2);
      await waitFor(() => expect(screen.getAllByText(messages.exportLimit)).toHaveLength(2));

      // A filter changed: the document is stale until the next FILTRAR; another type forgets it.
      typeDay('Fecha inicio', `01/03/${year}`);
      expect(await screen.findByText(/Los filtros han cambiado/)).toBeVisible();
      expect(button('EXPORTAR')).toHaveProperty('disabled', true);
      await chooseType('Totales', 'Totales por actividad, estado y año');
      await waitFor(() => expect(screen.queryByText('Resultados: 5')).toBeNull());
    });

    it("closes the window with 'No se encuentran resultados' when no order matches", async () => {
      answer = () => json(testReportDocument({ orderCount: 0 }));
      const win = reportWindow();
      renderPage();
      await chooseType('Totales', 'Totales por actividad y año');
      fireEvent.click(button('FILTRAR'));
      expect(await screen.findByText(messages.reportNoResults)).toBeVisible();
      expect(win.close).toHaveBeenCalled();
      expect(screen.getByText('Resultados: 0')).toBeVisible();
      expect(screen.queryByRole('button', { name: /EXPORTAR/ })).toBeNull();
    });

    it('says so when the browser blocks the window, and asks nothing', async () => {
      vi.spyOn(window, 'open').mockReturnValue(null);
      renderPage();
      await chooseType('Totales', 'Totales por actividad y año');
      fireEvent.click(button('FILTRAR'));
      const dialog = await screen.findByRole('dialog');
      await waitFor(() =>
        expect(within(dialog).getAllByText(messages.reportPopupBlocked).at(-1)).toBeVisible(),
      );
      expect(runs()).toHaveLength(0);
    });
  });

  it("labels the name 'Evento' on event lists, whose rows open nothing", async () => {
    answer = (params) => json(listReply(params, { kind: 'eventList', rowLink: false }));
    renderPage();
    await chooseType('Eventos', 'Eventos del calendario');
    expect(screen.getByLabelText('Evento')).toBeVisible();
    expect(screen.queryByLabelText('Email')).toBeNull();
    expect(screen.queryByRole('button', { name: /AVANZADO/ })).toBeNull();
    fireEvent.click(button('FILTRAR'));
    await screen.findByText(`Resultados: ${TOTAL}`);
    fireEvent.click(screen.getByText('Actividad 23'));
    expect(screen.queryByText(/^detalle/)).toBeNull();
  });

  it('sorts and pages on the server; the page size changes from 10 to 20', async () => {
    renderPage();
    fireEvent.click(button('FILTRAR'));
    await screen.findByText(`Resultados: ${TOTAL}`);
    fireEvent.click(screen.getByText('Actividad', { selector: 'th *' }));
    await waitFor(() => expect(runs()).toHaveLength(2));
    expect(runs()[1]?.get('_sort')).toBe('activityName');
    expect(runs()[1]?.get('_order')).toBe('asc');
    fireEvent.click(screen.getByTitle('3'));
    await waitFor(() => expect(runs()).toHaveLength(3));
    expect(runs()[2]?.get('_page')).toBe('2');
    expect(await screen.findByText('Actividad 3')).toBeVisible();

    fireEvent.mouseDown(screen.getByRole('combobox', { name: /página/i }));
    fireEvent.click(await screen.findByText('20 / página'));
    await waitFor(() => expect(runs()).toHaveLength(4));
    expect(runs()[3]?.get('_pagesize')).toBe('20');
    expect(runs()[3]?.get('_page')).toBe('0');
    expect(runs()[3]?.get('_sort')).toBe('activityName');
  });

  it("says 'No hay resultados' when nothing matches", async () => {
    answer = (params) => json(listReply(params, { total: 0, summary: [] }));
    renderPage();
    fireEvent.click(button('FILTRAR'));
    expect(await screen.findByText('Resultados: 0')).toBeVisible();
    await waitFor(() => expect(screen.getAllByText(messages.noResults).length).toBe(2));
    expect(screen.queryByRole('button', { name: /EXPORTAR/ })).toBeNull();
  });

  it('shows the 5,000-row notice, and EXPORTAR downloads the CSV saying it again', async () => {
    answer = (params) =>
      params.get('format') === 'csv'
        ? new Response('\uFEFF"Id"\r\n"23"\r\n', { headers: { 'content-type': 'text/csv' } })
        : json(listReply(params, { total: 6200, limited: true }));
    renderPage();
    fireEvent.click(button('FILTRAR'));
    expect(await screen.findByText('Resultados: 6200')).toBeVisible();
    expect(screen.getByText(messages.exportLimit, { selector: '.ant-alert *' })).toBeVisible();
    expect(screen.getByTitle('500')).toBeVisible();
    fireEvent.click(button('EXPORTAR'));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    const csv = runs().find((params) => params.get('format') === 'csv');
    expect(csv?.get('reportId')).toBe('6');
    expect(csv?.has('_page')).toBe(false);
    const [blob, name] = vi.mocked(saveFile).mock.calls[0] ?? [];
    expect(name).toBe(`Datos_actividad_${today().replaceAll('-', '')}.csv`);
    expect(await (blob as Blob).text()).toContain('"23"');
    expect(calls.at(-1)?.headers.get('Authorization')).toBe('Bearer token');
    await waitFor(() => expect(screen.getAllByText(messages.exportLimit)).toHaveLength(2));
  });

  it("shows an unknown report id as the dialog 'reportID no válido', other refusals as they come", async () => {
    answer = () => json({ error: 'invalid report id', message: messages.reportIdInvalid }, 400);
    renderPage();
    fireEvent.click(button('FILTRAR'));
    const dialog = await screen.findByRole('dialog');
    // A dialog shows once its first frame has passed.
    await waitFor(() =>
      expect(within(dialog).getAllByText(messages.reportIdInvalid).at(-1)).toBeVisible(),
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));

    answer = () =>
      json(
        {
          error: 'date_before_floor',
          message: 'La fecha de inicio no puede ser anterior al 01/01/2025',
        },
        400,
      );
    fireEvent.change(input('Email'), { target: { value: 'x' } });
    fireEvent.click(button('FILTRAR'));
    expect(
      await screen.findAllByText('La fecha de inicio no puede ser anterior al 01/01/2025'),
    ).not.toHaveLength(0);
  });

  it('BORRAR FILTROS restores the type’s defaults', async () => {
    renderPage();
    fireEvent.change(input('Email'), { target: { value: 'ana@' } });
    typeDay('Fecha inicio', `01/03/${year}`);
    fireEvent.click(button('BORRAR FILTROS'));
    expect(await screen.findByText(messages.filterCleared)).toBeVisible();
    expect(input('Email').value).toBe('');
    expect(input('Fecha inicio').value).toBe(`01/01/${year}`);
  });

  it('opens a row by click or Enter with its order in the navigation state, and comes back to the same results', async () => {
    const view = renderPage();
    fireEvent.click(button('FILTRAR'));
    await screen.findByText(`Resultados: ${TOTAL}`);
    fireEvent.click(screen.getByTitle('2'));
    await screen.findByText('Actividad 13');
    fireEvent.click(screen.getByText('Actividad 13'));
    expect(
      await screen.findByText('detalle ?id=13 {"reportRow":{"id":13},"historic":false}'),
    ).toBeVisible();
    view.unmount();

    // VOLVER: the kept state runs the same query again.
    renderPage();
    expect(await screen.findByText('Actividad 13')).toBeVisible();
    expect(runs().at(-1)?.get('_page')).toBe('1');
    const row = screen.getByText('Actividad 12').closest('tr') as HTMLElement;
    row.focus();
    fireEvent.keyDown(row, { key: 'Enter' });
    expect(await screen.findByText(/^detalle \?id=12 /)).toBeVisible();
  });

  it('opens the order of a person row (orderId)', async () => {
    answer = (params) =>
      json({ ...listReply(params), rows: [{ id: 900, orderId: 55, activityName: 'Persona' }] });
    renderPage();
    fireEvent.click(button('FILTRAR'));
    fireEvent.click(await screen.findByText('Persona'));
    expect(await screen.findByText(/^detalle \?id=55 /)).toBeVisible();
  });
});
