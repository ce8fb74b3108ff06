import { reportTypeById } from '@extranet/shared/reports/report-types';
import { beforeAll, describe, expect, it } from 'vitest';
import type { StoredFormField } from '../../../db/schema/activities.ts';
import { parseCsv } from '../../../../test/csv-parse.ts';
import { makeActivityWith, makeOrder } from '../../../../test/factories.ts';
import { useTestApp } from '../../../../test/harness.ts';
import { runListReport } from '../../../../test/report-calls.ts';
import {
  fixtureDay as day,
  fixtureYears,
  makeReportFixture,
  type ReportFixture,
} from '../../../../test/report-fixture.ts';

/**
 * 36 · Datos recogidos (docs/product/reporting.md#list-reports): the request answers pivoted by
 * label, the labels taken from the forms of the activities in the result.
 */

const t = useTestApp();
let fx: ReportFixture;
let longForm: number;
const { Y } = fixtureYears();
const thisYear = { startDate: `01/01/${Y}`, endDate: `31/12/${Y}` };

/** 45 fields; the second is labelled as the first but for a colon, so they share a column. */
const fields: StoredFormField[] = Array.from({ length: 45 }, (_, i) => ({
  name: `campo${i + 1}`,
  label: i === 1 ? 'Campo 1:' : `Campo ${i + 1}`,
  type: 'text',
}));

beforeAll(async () => {
  fx = await makeReportFixture(t.db);
  longForm = (
    await makeActivityWith(t.db, {
      campaignId: fx.campaigns.escolar,
      name: 'Formulario largo',
      formMetadata: fields,
    })
  ).id;
  await makeOrder(t.db, {
    userId: fx.people.marta.id,
    activityId: longForm,
    stateId: 2,
    userData: fields.map((field, i) => ({ ...field, value: `a${i + 1}` })),
  });
});

const run = (user: { id: number }, params: Record<string, string>) =>
  runListReport(t, user, 36, params);

describe('36 · Datos recogidos', () => {
  it('defaults to accepted, done and pending requests', () => {
    expect(reportTypeById(36)?.states).toEqual([2, 5, 1]);
  });

  it('gives one column per label of the forms present, in order of first appearance', async () => {
    const reply = await run(fx.admin, {
      activity: `${fx.activities.visit},${fx.activities.materials}`,
    });
    expect(reply.columns.map((c) => [c.header, c.sortable])).toEqual([
      ['Id', true],
      ['Fecha', true],
      ['Estado', true],
      ['Actividad', true],
      ['Solicitante', true],
      ['Email', true],
      ['Entidad', true],
      // The visit's form (the older activity), then what the materials' form adds.
      ['Centro educativo', false],
      ['Número de visitantes', false],
      ['Fecha de la visita', false],
      ['Tipo de visita', false],
      ['Curso', false],
      ['Observaciones', false],
      ['Número de alumnos', false],
      ['Material solicitado', false],
    ]);
    expect(reply.rows.map((row) => fx.keyOf(row.id))).toEqual(['m3', 'm2', 'm1', 'v3', 'v2', 'v1']);
    const byHeader = (row: (typeof reply.rows)[number]) =>
      Object.fromEntries(reply.columns.map((c) => [c.header, row[c.key] ?? null]));
    expect(byHeader(reply.rows[5] ?? {})).toEqual({
      Id: fx.orders.v1,
      Fecha: day('Y-02-10'),
      Estado: 'Aceptada',
      Actividad: 'Visita a la planta de La Zoreda',
      Solicitante: 'Lucía Fernández García',
      Email: fx.people.lucia.email,
      Entidad: 'Colegio Público La Ería',
      'Centro educativo': 'CP La Ería',
      'Número de visitantes': '25',
      'Fecha de la visita': `20/03/${Y}`,
      'Tipo de visita': 'VISITA ESTANDAR',
      Curso: '3º A',
      Observaciones: null,
      'Número de alumnos': null,
      'Material solicitado': null,
    });
    expect(byHeader(reply.rows[2] ?? {})).toMatchObject({
      'Centro educativo': 'IES Número Uno',
      'Número de visitantes': null,
      'Número de alumnos': '60',
      'Material solicitado': 'Kit de reciclaje',
    });
  });

  it('keeps 41 label columns and joins the answers of a label asked twice', async () => {
    const reply = await run(fx.admin, { activity: String(longForm) });
    const labels = reply.columns.slice(7);
    expect(labels).toHaveLength(41);
    expect([labels[0]?.header, labels[1]?.header, labels[40]?.header]).toEqual([
      'Campo 1',
      'Campo 3',
      'Campo 42',
    ]);
    const row = reply.rows[0] ?? {};
    // An order keeps 41 answers: the 42nd field's column is empty.
    expect(labels.map((c) => row[c.key] ?? null)).toEqual([
      'a1 | a2',
      ...Array.from({ length: 39 }, (_, i) => `a${i + 3}`),
      null,
    ]);
  });

  it('exports the label columns under their labels', async () => {
    const res = await t
      .as(fx.admin)
      .get(
        `/api/reportorder/list/by-filter?${new URLSearchParams({ reportId: '36', activity: String(fx.activities.survey), ...thisYear, format: 'csv' })}`,
      );
    expect(parseCsv(res.body.replace(/^\uFEFF/, ''))).toEqual([
      [
        'Id',
        'Fecha',
        'Estado',
        'Actividad',
        'Solicitante',
        'Email',
        'Entidad',
        'Valoración',
        'Comentarios',
        'Sugerencias',
      ],
      [
        String(fx.orders.s2),
        `11/06/${Y}`,
        'Aceptada',
        'Encuesta de satisfacción',
        'Óscar Álvarez Menéndez',
        fx.people.oscar.email,
        '—',
        'Buena',
        '',
        '',
      ],
      [
        String(fx.orders.s1),
        `10/06/${Y}`,
        'Aceptada',
        'Encuesta de satisfacción',
        'Lucía Fernández García',
        fx.people.lucia.email,
        'Colegio Público La Ería',
        'Muy buena',
        'Todo bien',
        'Más tiempo',
      ],
    ]);
  });

  it('reads a gestor the forms of its own activities only', async () => {
    const reply = await run(fx.gestorB, {
      activity: `${fx.activities.visit},${fx.activities.workshop}`,
    });
    expect(reply.columns.slice(7).map((c) => c.header)).toEqual([
      'Asociación',
      'Número de asistentes',
      'Fecha deseada',
    ]);
    expect(reply.rows.map((row) => fx.keyOf(row.id))).toEqual(['w3', 'w2', 'w1']);
  });
});
