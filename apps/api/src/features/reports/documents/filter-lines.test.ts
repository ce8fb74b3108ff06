import { ReportFilterQuery } from '@extranet/shared/reports/filter';
import { reportTypeById } from '@extranet/shared/reports/report-types';
import type { Role } from '@extranet/shared/roles';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from '../../../../test/harness.ts';
import {
  fixtureYears,
  makeReportFixture,
  type ReportFixture,
} from '../../../../test/report-fixture.ts';
import type { TestUser } from '../../../../test/factories.ts';
import { today } from '../../../time/today.ts';
import { reportScope } from '../report-scope.ts';
import { filterLines } from './filter-lines.ts';

/**
 * The filter as a document's head writes it (docs/product/reporting.md#documents), on the report
 * fixture's activities, councils and people.
 */

const t = useTestApp();
let fx: ReportFixture;
const { Y } = fixtureYears();

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
});

async function linesOf(user: TestUser, query: ReportFilterQuery) {
  const filter = ReportFilterQuery.parse(query);
  const type = reportTypeById(filter.reportId);
  if (!type) throw new Error(`no report ${filter.reportId}`);
  const caller = { ...user, role: user.role as Role };
  const scope = await reportScope(t.db, caller, filter.supervisorId);
  const site = { publicUrl: 'https://example.org', host: 'example.org' };
  return filterLines(t.db, { filter, scope, type, today: today(), site });
}

describe('filter lines', () => {
  it("say 'Sin filtros' when none was sent", async () => {
    expect(await linesOf(fx.admin, { reportId: 19 })).toEqual(['Sin filtros']);
  });

  it("write every filter sent in the screen's words and order, with names for ids", async () => {
    const lines = await linesOf(fx.admin, {
      reportId: 21,
      isHistoric: 'true',
      supervisorId: String(fx.gestorB.id),
      activity: `${fx.activities.visit},${fx.activities.talk}`,
      tag: 'Primaria,Secundaria',
      edition: '2025/26',
      entity: 'ERIA,IES Número Uno\u201a Gijón',
      orderState: '5,2,1',
      startDate: `01/02/${Y}`,
      endDate: `28/02/${Y}`,
      target: 'Ciudadanía',
      councilId: '44,24',
      userDni: '12345678Z',
      userName: 'lucia',
      userMail: 'informe',
      requestedStart: `01/03/${Y}`,
      agreedEnd: `31/03/${Y}`,
      completitionStart: `01/04/${Y}`,
      completitionEnd: `30/04/${Y}`,
    });
    expect(lines).toEqual([
      'Vista: Históricos',
      'Supervisor: Gestor Dos',
      'Actividades: Charla sobre reciclaje (Secundaria) · 2025/26, Visita a la planta de La Zoreda (Primaria) · 2025/26',
      'Complementos: Primaria, Secundaria',
      'Ediciones: 2025/26',
      'Entidades: ERIA, IES Número Uno, Gijón',
      'Estados: Pendiente, Aceptada, Realizada',
      `Fechas de solicitud: 01/02/${Y} – 28/02/${Y}`,
      'Destinatarios: Ciudadanía',
      'Concejos: Gijón, Oviedo',
      'NIF / DNI: 12345678Z',
      'Nombre: lucia',
      'Email: informe',
      `Fecha solicitada: desde 01/03/${Y}`,
      `Fecha acordada: hasta 31/03/${Y}`,
      `Fecha de realización: 01/04/${Y} – 30/04/${Y}`,
    ]);
  });

  it("name the type's date basis, and leave out the filters the type does not apply", async () => {
    const range = { startDate: `01/01/${Y}`, endDate: `31/12/${Y}`, userName: 'lucia' };
    expect(await linesOf(fx.admin, { reportId: 38, ...range })).toEqual([
      `Fechas de realización: 01/01/${Y} – 31/12/${Y}`,
    ]);
    expect(await linesOf(fx.admin, { reportId: 23, ...range })).toEqual([
      `Fechas acordadas: 01/01/${Y} – 31/12/${Y}`,
    ]);
  });

  it('list ten names, then how many more', async () => {
    const lines = await linesOf(fx.admin, {
      reportId: 19,
      councilId: '1,2,3,4,5,6,7,8,9,10,24,44',
    });
    expect(lines).toEqual([
      'Concejos: Allande, Aller, Amieva, Avilés, Belmonte de Miranda, Bimenes, Boal, Cabrales, Cabranes, Candamo … y 2 más',
    ]);
  });

  it("name only a gestor's own activities, and no supervisor it sends", async () => {
    const lines = await linesOf(fx.gestorA, {
      reportId: 19,
      supervisorId: String(fx.gestorB.id),
      activity: `${fx.activities.visit},${fx.activities.collection},${fx.activities.other}`,
    });
    expect(lines).toEqual(['Actividades: Visita a la planta de La Zoreda (Primaria) · 2025/26']);
  });
});
