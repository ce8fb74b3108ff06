import { beforeAll, describe, expect, it } from 'vitest';
import type { TestUser } from '../../../test/factories.ts';
import { useTestApp } from '../../../test/harness.ts';
import {
  fixtureYears,
  makeReportFixture,
  type ReportFixture,
} from '../../../test/report-fixture.ts';

/**
 * The filters' choice lists (docs/product/reporting.md#calls) on the fixed data set of
 * test/report-fixture.ts, scoped as the reports are (docs/product/reporting.md#scoping).
 */

const t = useTestApp();
let f: ReportFixture;
const { Y, Y1 } = fixtureYears();

beforeAll(async () => {
  f = await makeReportFixture(t.db);
});

async function list(user: TestUser, call: string): Promise<unknown> {
  const res = await t.as(user).get(`/api/reportorder/${call}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

describe('getActivityNamesList', () => {
  const escolar = () => ({
    campaignId: f.campaigns.escolar,
    campaignName: 'Campaña escolar',
    edition: '2025/26',
    activities: [
      { id: f.activities.talk, name: 'Charla sobre reciclaje', complement: 'Secundaria' },
      { id: f.activities.survey, name: 'Encuesta de satisfacción', complement: '' },
      {
        id: f.activities.materials,
        name: 'Entrega de materiales educativos',
        complement: 'Secundaria',
      },
      { id: f.activities.visit, name: 'Visita a la planta de La Zoreda', complement: 'Primaria' },
      { id: f.activities.online, name: 'Visita online al vertedero', complement: 'Primaria' },
    ],
  });
  const findes = () => ({
    campaignId: f.campaigns.findes,
    campaignName: 'Findes en familia',
    edition: '2024/25',
    activities: [
      { id: f.activities.finde, name: 'Ruta de senderismo por Somiedo', complement: '' },
    ],
  });

  it("gives a gestor its campaigns' activities, whatever supervisor it names", async () => {
    expect(await list(f.gestorA, 'getActivityNamesList')).toEqual([escolar(), findes()]);
    expect(await list(f.gestorA, `getActivityNamesList?supervisorId=${f.gestorB.id}`)).toEqual([
      escolar(),
      findes(),
    ]);
  });

  it('keeps activities ending on or after 1 January of `newerThan`', async () => {
    const recent = (await list(f.gestorA, `getActivityNamesList?newerThan=${Y1}`)) as {
      activities: { name: string }[];
    }[];
    expect(recent[0]?.activities.map((a) => a.name)).not.toContain('Encuesta de satisfacción');
    expect(recent[0]?.activities).toHaveLength(4);
    expect(await list(f.gestorA, `getActivityNamesList?newerThan=${Y + 1}`)).toEqual([]);
  });

  it("gives an administrator its organization's, or one supervisor's", async () => {
    const all = (await list(f.admin, 'getActivityNamesList')) as { campaignName: string }[];
    expect(all.map((c) => c.campaignName)).toEqual([
      'Campaña escolar',
      'Campaña municipal',
      'Findes en familia',
    ]);
    const b = (await list(f.admin, `getActivityNamesList?supervisorId=${f.gestorB.id}`)) as {
      campaignName: string;
      activities: { name: string }[];
    }[];
    expect(b).toHaveLength(1);
    expect(b[0]?.activities.map((a) => a.name)).toEqual([
      'Recogida selectiva en centros',
      'Taller de compostaje doméstico',
      'Visita al aula de la naturaleza',
    ]);
  });
});

describe('the other lists', () => {
  it('give the editions and complements of the campaigns in scope', async () => {
    expect(await list(f.gestorA, 'getEditionsList')).toEqual(['2024/25', '2025/26']);
    expect(await list(f.admin, 'getEditionsList')).toEqual(['2023/24', '2024/25', '2025/26']);
    expect(await list(f.gestorA, 'getComplementsList')).toEqual(['Primaria', 'Secundaria']);
    expect(await list(f.gestorB, 'getComplementsList')).toEqual(['Adultos', 'Infantil']);
    expect(await list(f.admin, 'getComplementsList')).toEqual([
      'Adultos',
      'Infantil',
      'Primaria',
      'Secundaria',
    ]);
  });

  it('give every target', async () => {
    expect(await list(f.gestorA, 'getEntityTargetsList')).toEqual([
      'Centros educativos',
      'Ciudadanía',
      'Asociaciones y colectivos',
      'Ayuntamientos y entidades públicas',
      'Empresas',
      'Otros',
    ]);
  });

  it("give a gestor the entities of its campaigns' orders, and an administrator the registry", async () => {
    expect(await list(f.gestorA, 'getEntityNamesList')).toEqual([
      'Asociación Vecinal El Carbayu',
      'Club de Montaña Peña Ubiña',
      'Colegio Público La Ería',
      'IES Número Uno, Gijón',
    ]);
    expect(await list(f.gestorA, 'getEntityNamesList?q=ayunt')).toEqual([]);
    expect(await list(f.gestorB, 'getEntityNamesList?q=AYUNT')).toEqual([
      'Ayuntamiento de Langreo',
    ]);
    expect(await list(f.admin, 'getEntityNamesList?q=ería')).toEqual(['Colegio Público La Ería']);
    expect(await list(f.admin, 'getEntityNamesList?q=100%25')).toEqual([]);
  });
});
