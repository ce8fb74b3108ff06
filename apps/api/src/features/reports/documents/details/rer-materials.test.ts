import type { ReportDocument } from '@extranet/shared/reports/document';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orders } from '../../../../db/schema/orders.ts';
import { outline } from '../../../../../test/document-outline.ts';
import { useTestApp } from '../../../../../test/harness.ts';
import { runDocumentReport } from '../../../../../test/report-calls.ts';
import {
  fixtureDay as day,
  fixtureYears,
  makeReportFixture,
  type ReportFixture,
} from '../../../../../test/report-fixture.ts';
import { writeReportFacts } from '../../public.ts';

/**
 * Reports 27 (Materiales RER) and 33 (Materiales RER, fichas) on the report fixture
 * (docs/product/reporting.md#documents): the materials requests m1 to m4, by hand.
 */

const t = useTestApp();
let fx: ReportFixture;
const { Y1 } = fixtureYears();

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
});

const run = (user: { id: number }, reportId: number, params: Record<string, string> = {}) =>
  runDocumentReport(t, user, reportId, params);

const groupsOf = (doc: ReportDocument) => outline(doc.root, (row) => fx.keyOf(row.id));

/** Every state a materials request had, since 1 January of last year. */
const sinceLastYear = { orderState: '1,2,5', startDate: `01/01/${Y1}` };

const materials = (
  units: number,
  blueContainers: number,
  yellowContainers: number,
  blueBins: number,
  yellowBins: number,
) => ({ units, blueContainers, yellowContainers, blueBins, yellowBins });

describe('27 · Materiales RER', () => {
  it("lists each council's materials by entity, with the sums and the entities", async () => {
    const doc = await run(fx.admin, 27);
    expect(doc).toMatchObject({
      orderCount: 2,
      limited: false,
      orientation: 'landscape',
      pageBreakLevel: 0,
      levels: [{ key: 'council', header: 'Concejo' }],
    });
    expect(doc.columns.map((c) => c.header)).toEqual([
      'Entidad',
      'CIF',
      'Fecha',
      'Estado',
      'Unidades',
      'Cont. azules',
      'Cont. amarillos',
      'Ecop. azules',
      'Ecop. amarillas',
    ]);
    expect(doc.measures.map((m) => [m.key, m.header, m.type])).toEqual([
      ['units', 'Unidades', 'decimal'],
      ['blueContainers', 'Cont. azules', 'int'],
      ['yellowContainers', 'Cont. amarillos', 'int'],
      ['blueBins', 'Ecop. azules', 'int'],
      ['yellowBins', 'Ecop. amarillas', 'int'],
      ['entities', 'Entidades', 'int'],
    ]);
    // This year's accepted and done materials: m1 and m2 (m3 is pending, m4 last year's).
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { ...materials(5, 2, 1, 4, 4), entities: 2 },
      groups: [
        { label: 'Gijón', subtotal: { ...materials(3, 2, 1, 4, 4), entities: 1 }, rows: ['m1'] },
        { label: 'Oviedo', subtotal: { ...materials(2, 0, 0, 0, 0), entities: 1 }, rows: ['m2'] },
      ],
    });
    expect(doc.root.children[0]?.rows[0]).toEqual({
      id: fx.orders.m1,
      entityName: 'IES Número Uno, Gijón',
      entityCif: 'Q3300002B',
      date: day('Y-02-20'),
      state: 'Aceptada',
      ...materials(3, 2, 1, 4, 4),
    });
  });

  it('counts no entity for individual requests, grouped under no council last', async () => {
    const doc = await run(fx.admin, 27, sinceLastYear);
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { ...materials(5, 2, 1, 4, 4), entities: 3 },
      groups: [
        { label: 'Gijón', subtotal: { ...materials(3, 2, 1, 4, 4), entities: 1 }, rows: ['m1'] },
        { label: 'Oviedo', subtotal: { ...materials(2, 0, 0, 0, 0), entities: 1 }, rows: ['m2'] },
        { label: 'Siero', subtotal: { ...materials(0, 0, 0, 0, 0), entities: 1 }, rows: ['m3'] },
        // Pablo asked as an individual and has no council.
        {
          label: 'Sin concejo',
          subtotal: { ...materials(0, 0, 0, 0, 0), entities: 0 },
          rows: ['m4'],
        },
      ],
    });
    expect(doc.root.children[3]?.rows[0]).toMatchObject({ entityName: '—', entityCif: null });
  });

  it("gives a gestor nothing of another gestor's campaigns", async () => {
    const doc = await run(fx.gestorB, 27);
    expect(doc).toMatchObject({ orderCount: 0, limited: false });
    expect(groupsOf(doc)).toEqual({
      label: 'TOTAL',
      subtotal: { ...materials(0, 0, 0, 0, 0), entities: 0 },
      rows: [],
    });
  });
});

describe('33 · Materiales RER (fichas)', () => {
  it('gives a card per entity by council, with its contact, requests and sums', async () => {
    const doc = await run(fx.admin, 33);
    expect(doc).toMatchObject({
      layout: 'cards',
      orientation: 'portrait',
      pageBreakLevel: 0,
      levels: [],
      orderCount: 2,
      limited: false,
      chart: null,
    });
    expect(doc.columns.map((c) => c.header)).toEqual([
      'Entidad',
      'CIF',
      'Dirección',
      'C.P.',
      'Localidad',
      'Concejo',
      'Contacto',
      'Teléfono',
      'Email',
      'Solicitudes',
      'Unidades',
      'Cont. azules',
      'Cont. amarillos',
      'Ecop. azules',
      'Ecop. amarillas',
    ]);
    expect(doc.measures.map((m) => [m.key, m.header])).toEqual([
      ['cards', 'Fichas'],
      ['units', 'Unidades'],
      ['blueContainers', 'Cont. azules'],
      ['yellowContainers', 'Cont. amarillos'],
      ['blueBins', 'Ecop. azules'],
      ['yellowBins', 'Ecop. amarillas'],
    ]);
    expect(doc.root).toEqual({
      level: 0,
      label: 'TOTAL',
      children: [],
      subtotal: { cards: 2, ...materials(5, 2, 1, 4, 4) },
      rows: [
        {
          entityName: 'IES Número Uno, Gijón',
          entityCif: 'Q3300002B',
          entityAddress: '',
          entityPostalCode: '',
          entityCity: '',
          council: 'Gijón',
          applicant: 'Óscar Álvarez Menéndez',
          userPhone: '985222222',
          userMail: fx.people.oscar.email,
          orderIds: String(fx.orders.m1),
          ...materials(3, 2, 1, 4, 4),
        },
        {
          entityName: 'Colegio Público La Ería',
          entityCif: 'Q-3312345-J',
          entityAddress: '',
          entityPostalCode: '',
          entityCity: '',
          council: 'Oviedo',
          applicant: 'Lucía Fernández García',
          userPhone: '985111111',
          userMail: fx.people.lucia.email,
          orderIds: String(fx.orders.m2),
          units: 2,
          blueContainers: null,
          yellowContainers: null,
          blueBins: null,
          yellowBins: null,
        },
      ],
    });
  });

  it('gives an individual applicant a card of their own, last', async () => {
    const doc = await run(fx.admin, 33, sinceLastYear);
    expect(doc.root.rows.map((card) => [card.entityName, card.council, card.orderIds])).toEqual([
      ['IES Número Uno, Gijón', 'Gijón', String(fx.orders.m1)],
      ['Colegio Público La Ería', 'Oviedo', String(fx.orders.m2)],
      ['Asociación Vecinal El Carbayu', 'Siero', String(fx.orders.m3)],
      ['—', null, String(fx.orders.m4)],
    ]);
    expect(doc.root.rows[3]).toMatchObject({ applicant: 'Pablo Díaz Rodríguez', units: null });
    expect(doc.root.subtotal).toEqual({ cards: 4, ...materials(5, 2, 1, 4, 4) });
    expect(doc.orderCount).toBe(4);
  });

  it("gives a gestor no card of another gestor's campaigns", async () => {
    const doc = await run(fx.gestorB, 33);
    expect(doc).toMatchObject({ orderCount: 0, root: { rows: [] } });
  });

  // Last: it adds a request to the fixture.
  it("gathers an entity's requests on one card, its latest applicant as contact", async () => {
    const [added] = await t.db
      .insert(orders)
      .values({
        userId: fx.people.marta.id,
        activityId: fx.activities.materials,
        stateId: 5,
        entityId: fx.entities.colegio,
        entityMode: 2,
        userData: [],
        userDataManagement: [
          { name: 'unidades', label: 'Unidades', type: 'text', value: '1' },
          { name: 'cont_azules', label: 'Contenedores azules', type: 'text', value: '3' },
        ],
      })
      .returning({ id: orders.id });
    if (!added) throw new Error('no order');
    await t.db.execute(sql`update orders set created_at = ${`${day('Y-04-01')} 10:00`}::timestamp
      at time zone 'Europe/Madrid' where id = ${added.id}`);
    await writeReportFacts(t.db, [added.id]);
    const doc = await run(fx.gestorA, 33);
    expect(doc.root.rows[1]).toMatchObject({
      entityName: 'Colegio Público La Ería',
      applicant: 'Marta Suárez Prieto',
      userPhone: '985333333',
      orderIds: `${fx.orders.m2}, ${added.id}`,
      units: 3,
      blueContainers: 3,
      yellowContainers: null,
      blueBins: null,
      yellowBins: null,
    });
    expect(doc.root.subtotal).toEqual({ cards: 2, ...materials(6, 5, 1, 4, 4) });
    expect(doc.orderCount).toBe(3);
  });
});
