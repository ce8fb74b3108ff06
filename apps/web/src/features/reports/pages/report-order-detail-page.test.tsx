import { messages } from '@extranet/shared/messages';
import type { ReportListReply, ReportRow } from '@extranet/shared/reports/list-reply';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Navigate, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { saveFile } from '@/shared/save-file';
import { sessionStore } from '@/shared/session/session-store';
import { json, useFakeApi } from '@/test/fake-api';
import { renderWithProviders } from '@/test/render';
import { testUser } from '@/test/user';
import { ReportOrderDetailPage } from './report-order-detail-page';

vi.mock('@/shared/save-file', () => ({ saveFile: vi.fn() }));

const fullRow: ReportRow = {
  id: 42,
  date: '2026-03-05T10:30:00',
  state: { id: 2, value: 'Aceptada' },
  activityName: 'Visita a la planta',
  userName: 'Rocío',
  userSurname: 'Pérez Álvarez',
  userDni: '12345678Z',
  userPhone: '600111222',
  userMail: 'rocio@example.es',
  entityId: 8,
  entityName: 'Colegio Ería',
  entityCif: 'Q3300001A',
  entityAddress: 'Calle Mayor 1',
  entityCity: 'Oviedo',
  entityPostalCode: '33001',
  entityCouncil: { id: 44, value: 'Oviedo' },
  managementData: 'Confirmar el autobús una semana antes.',
  label1: 'Curso',
  value1: '3º ESO',
  label2: 'Observaciones',
  value2: '',
  label3: 'Autorización',
  value3: 'FICHERO autorizacion.pdf',
  label4: 'Web del centro',
  value4: 'https://example.es/centro',
  managementlabel1: 'Precio',
  managementvalue1: '12,50',
};

const reply = (rows: ReportRow[]): ReportListReply => ({
  reportId: 0,
  kind: 'list',
  columns: [],
  rows,
  total: rows.length,
  limited: false,
  summary: [],
  rowLink: true,
  sort: 'id',
  order: 'desc',
});

function renderDetail(role: number, state: unknown, search = '') {
  sessionStore.start('token', testUser({ id: 7, role }), 8);
  renderWithProviders(
    <Routes>
      <Route path="/" element={<Navigate to={`/reportorderdetail${search}`} state={state} />} />
      <Route path="/reportorderdetail" element={<ReportOrderDetailPage />} />
      <Route path="/reportsview" element={<p>informes</p>} />
      <Route path="/reportshistoricview" element={<p>historicos</p>} />
    </Routes>,
  );
}

// docs/product/reporting.md#row-detail
describe('/reportorderdetail', () => {
  const calls = useFakeApi(({ method, url }) => {
    if (method !== 'GET') return undefined;
    if (url.pathname === '/api/reportorder/list/by-filter') {
      return json(reply(url.searchParams.get('idFilter') === '42' ? [fullRow] : []));
    }
    if (url.pathname === '/api/entity/list-historical-users/8') {
      return json([
        {
          id: 1,
          text: 'Ana García (12345678Z)',
          isActive: true,
          since: '2025-01-10T00:00:00.000Z',
          until: null,
          user: {
            id: 9,
            username: '12345678Z',
            name: 'Ana',
            surname: 'García',
            email: 'ana@example.es',
            role: 0,
            disabled: false,
          },
        },
      ]);
    }
    if (url.pathname === '/api/order/42/file/autorizacion.pdf') {
      return new Response('pdf', { headers: { 'content-type': 'application/pdf' } });
    }
    return undefined;
  });
  afterEach(() => {
    sessionStore.clear();
    vi.mocked(saveFile).mockClear();
  });

  it('reads the order as report 0 by id and shows it, then DATOS DE GESTIÓN', async () => {
    renderDetail(1, { reportRow: { id: 42 }, historic: false });
    expect(await screen.findByText('Visita a la planta', { selector: 'h1' })).toBeVisible();
    const read = calls[0]?.url.searchParams;
    expect(Object.fromEntries(read ?? [])).toMatchObject({
      reportId: '0',
      idFilter: '42',
      isHistoric: 'true',
    });
    expect(screen.getByText('Solicitud: 42')).toBeVisible();
    expect(screen.getByText(/^05\/03\/2026 10:30$/)).toBeVisible();
    for (const text of [
      'Rocío',
      'Pérez Álvarez',
      '12345678Z',
      '600111222',
      'rocio@example.es',
      'Colegio Ería',
      'Q3300001A',
      'Calle Mayor 1',
      '33001',
      'Aceptada',
      '3º ESO',
      'Confirmar el autobús una semana antes.',
      '12,50',
    ]) {
      expect(screen.getByText(text)).toBeVisible();
    }
    expect(screen.getAllByText('Oviedo')).toHaveLength(2);
    expect(screen.queryByText('Observaciones')).toBeNull();
    expect(screen.getByRole('heading', { name: 'DATOS DE GESTIÓN' })).toBeVisible();
    const web = screen.getByRole('link', { name: /example\.es\/centro/ });
    expect(web.getAttribute('href')).toBe('https://example.es/centro');
    expect(web.getAttribute('target')).toBe('_blank');
    expect(web.getAttribute('rel')).toContain('noopener');
    // A gestor never asks for the entity's users.
    expect(screen.queryByText('Usuarios de la entidad')).toBeNull();
    expect(calls.some((c) => c.url.pathname.includes('list-historical-users'))).toBe(false);
  });

  it("downloads a 'FICHERO' value through the order's protected download", async () => {
    renderDetail(1, { reportRow: { id: 42 } });
    fireEvent.click(await screen.findByRole('button', { name: 'Descargar autorizacion.pdf' }));
    await waitFor(() => expect(saveFile).toHaveBeenCalledTimes(1));
    expect(vi.mocked(saveFile).mock.calls[0]?.[1]).toBe('autorizacion.pdf');
    expect(calls.at(-1)?.headers.get('Authorization')).toBe('Bearer token');
  });

  it('shows the entity’s users to an administrator', async () => {
    renderDetail(2, { reportRow: { id: 42 } });
    expect(await screen.findByRole('heading', { name: 'Usuarios de la entidad' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Ana García (12345678Z)' })).toBeVisible();
  });

  it("says 'No se ha encontrado la solicitud' for an order out of reach", async () => {
    renderDetail(1, null, '?id=99');
    expect(await screen.findByText(messages.reportRowNotFound)).toBeVisible();
    expect(calls[0]?.url.searchParams.get('idFilter')).toBe('99');
  });

  it('VOLVER goes back to the view it came from', async () => {
    renderDetail(1, { reportRow: { id: 42 }, historic: false });
    await screen.findByText('Solicitud: 42');
    fireEvent.click(screen.getByRole('button', { name: /VOLVER/ }));
    expect(await screen.findByText('informes')).toBeVisible();
  });

  it('VOLVER goes to the historic view by default', async () => {
    renderDetail(1, { reportRow: { id: 42 } });
    await screen.findByText('Solicitud: 42');
    fireEvent.click(screen.getByRole('button', { name: /VOLVER/ }));
    expect(await screen.findByText('historicos')).toBeVisible();
  });
});
