import { newDefaultManagementForm } from '@extranet/shared/forms/default-management-fields';
import type { PairAnswer } from '@extranet/shared/reports/form-pairs';
import { describe, expect, it } from 'vitest';
import { FACTS_VERSION } from './facts-version.ts';
import {
  answersFromPairs,
  extractReportFacts,
  type FactsActivity,
  type FactsField,
  type FactsOrder,
} from './facts.ts';

const options = (...labels: string[]) =>
  labels.map((label, i) => ({ label, value: `op-${i + 1}`, selected: false }));

/** A school visit's request form, as the field master builds it. */
const requestForm: FactsField[] = [
  { type: 'text', name: 'centro', label: 'Nombre del centro' },
  { type: 'date', name: 'nacimiento', label: 'Fecha de nacimiento del responsable' },
  { type: 'date', name: 'fecha', label: 'Fecha solicitada' },
  {
    type: 'select',
    name: 'tipo',
    label: 'Tipo de visita',
    values: options('VISITA ESTÁNDAR', 'VISITA + TALLER', 'VISITA PUNTO LIMPIO'),
  },
  { type: 'number', name: 'participantes', label: 'Número de participantes' },
  { type: 'number', name: 'visitantes', label: 'Número de visitantes *' },
  { type: 'text', name: 'a1', label: 'Datos acompañante 1' },
  { type: 'text', name: 'a2', label: 'Datos del acompañante 2' },
  { type: 'text', name: 'a2dni', label: 'Acompañante 2 DNI' },
  { type: 'text', name: 'a3', label: 'Datos acompañante 3' },
  { type: 'text', name: 'a4', label: 'Datos acompanante 4' },
  { type: 'text', name: 'a5', label: 'Datos acompañante 5' },
  { type: 'textarea', name: 'otros', label: 'Datos de otros visitantes' },
  {
    type: 'checkbox-group',
    name: 'material',
    label: '--Material',
    values: options('Proyector', 'Mesas'),
  },
  { type: 'file', name: 'foto', label: 'Fotografía' },
];

const stored = (fields: FactsField[], values: Record<string, string | string[]>): PairAnswer[] =>
  fields.map((f) => ({
    name: f.name,
    label: f.label ?? '',
    type: f.type ?? '',
    value: values[f.name] ?? (f.type === 'checkbox-group' || f.type === 'file' ? [] : ''),
  }));

const management = newDefaultManagementForm();
const activity: FactsActivity = {
  formMetadata: requestForm,
  formMetadataManagement: management,
};

const order = (
  request: Record<string, string | string[]>,
  mgmt: Record<string, string | string[]>,
  columns: Partial<FactsOrder> = { agreedDate: null, agreedTime: null },
): FactsOrder => ({
  userData: stored(requestForm, request),
  userDataManagement: stored(management, mgmt),
  requestDay: '2025-02-10',
  ...columns,
});

// docs/product/reporting.md#facts
describe('extractReportFacts', () => {
  it('reads a school visit: roles, pairs and the management catalogue', () => {
    const facts = extractReportFacts(
      order(
        {
          centro: 'CP Jovellanos',
          nacimiento: '1980-05-05',
          fecha: '2025-03-12',
          tipo: 'op-2',
          participantes: '30',
          visitantes: '25',
          a1: 'Carmen Iglesias',
          a2: 'Luis Prieto',
          a2dni: '12345678Z',
          a3: '  ',
          a4: 'Marta Suárez',
          a5: 'Quinto acompañante',
          otros: 'Dos madres del AMPA',
          material: ['op-1', 'op-2'],
          foto: ['grupo.png'],
        },
        {
          'fecha-realizacion': '2025-03-14',
          'participantes-reales': '24',
          precio: '1.234,50',
          unidades: '2,5',
          autobus: ['Si'],
          'coste-bus': '150 €',
        },
        { agreedDate: '2025-03-13', agreedTime: '09:30' },
      ),
      activity,
    );
    expect(facts).toMatchObject({
      factsVersion: FACTS_VERSION,
      requestDay: '2025-02-10',
      visitors: 25,
      requestedDate: '2025-03-12',
      visitType: 'VISITA + TALLER',
      visitHours: 2.5,
      companions: ['Carmen Iglesias', 'Luis Prieto · 12345678Z', 'Marta Suárez'],
      otherVisitors: 'Dos madres del AMPA',
      price: 1234.5,
      completionDate: '2025-03-14',
      units: 2.5,
      agreedDate: '2025-03-13',
      agreedTime: '09:30',
      bus: true,
      busCost: 150,
      pickup: null,
      blueContainers: null,
      realParticipants: 24,
      plannedDate: '2025-03-13',
      doneDate: '2025-03-14',
      formLast: 15,
      mgmtLast: 10,
    });
    expect(facts.formPairs.slice(2, 4)).toEqual([
      ['Fecha solicitada', '12/03/2025'],
      ['Tipo de visita', 'VISITA + TALLER'],
    ]);
    expect(facts.formPairs.slice(13)).toEqual([
      ['--Material', 'Proyector, Mesas'],
      ['Fotografía', 'grupo.png'],
    ]);
    expect(facts.mgmtPairs[7]).toEqual(['Autobús', 'Si']);
  });

  it('takes visitors from the 6th field labelled visitantes before the 5th labelled participantes', () => {
    const facts = extractReportFacts(
      order({ participantes: '40', visitantes: '38' }, {}),
      activity,
    );
    expect(facts.visitors).toBe(38);
    const noVisitors = requestForm.filter((f) => f.name !== 'visitantes');
    const other = extractReportFacts(
      {
        ...order({}, {}),
        userData: stored(noVisitors, { participantes: '40' }),
      },
      { ...activity, formMetadata: noVisitors },
    );
    expect(other.visitors).toBe(40);
  });

  it('reads only four companions, non-empty, in order', () => {
    const facts = extractReportFacts(
      order({ a1: '', a2: 'Dos', a2dni: '', a3: 'Tres', a4: 'Cuatro', a5: 'Cinco' }, {}),
      activity,
    );
    expect(facts.companions).toEqual(['Dos', 'Tres', 'Cuatro']);
  });

  it('plans on the requested date without an agreed one, and is done on it then', () => {
    const facts = extractReportFacts(order({ fecha: '2025-04-01' }, {}), activity);
    expect(facts).toMatchObject({
      agreedDate: null,
      plannedDate: '2025-04-01',
      doneDate: '2025-04-01',
      bus: false,
      visitType: null,
      visitHours: null,
      companions: [],
      formLast: 15,
    });
    const agreed = extractReportFacts(
      order({ fecha: '2025-04-01' }, {}, { agreedDate: '2025-04-03', agreedTime: '10:00' }),
      activity,
    );
    expect(agreed).toMatchObject({ plannedDate: '2025-04-03', doneDate: '2025-04-03' });
  });

  it('reads the appointment from the columns, not the answers', () => {
    const facts = extractReportFacts(
      order({}, { 'fecha-acordada': '2025-05-05', 'hora-acordada': '11:00' }),
      activity,
    );
    expect(facts).toMatchObject({ agreedDate: null, agreedTime: null });
  });

  it('gives null for bad values and never throws', () => {
    const facts = extractReportFacts(
      order(
        { fecha: '31/02/2025', visitantes: 'muchos', tipo: 'op-9' },
        { precio: 'gratis', unidades: '1,2,3', 'fecha-realizacion': 'ayer', autobus: ['No'] },
      ),
      activity,
    );
    expect(facts).toMatchObject({
      requestedDate: null,
      visitors: null,
      visitType: 'op-9',
      visitHours: null,
      price: null,
      units: null,
      completionDate: null,
      bus: false,
    });
    const odd = {
      userData: [
        { label: 7, value: { a: 1 } },
        { name: 'x', label: 'Número de visitantes', type: 'number', value: -3 },
        null,
      ] as unknown as PairAnswer[],
      userDataManagement: null,
      requestDay: '2025-01-01',
    };
    const read = extractReportFacts(odd, { formMetadata: null, formMetadataManagement: null });
    expect(read).toMatchObject({ visitors: null, formLast: 2, mgmtPairs: [], mgmtLast: 0 });
    expect(read.formPairs).toEqual([
      ['', '[object Object]'],
      ['Número de visitantes', '-3'],
      ['', ''],
    ]);
  });

  it('reads historic ready-made pairs through the same rules', () => {
    const facts = extractReportFacts(
      {
        userData: answersFromPairs([
          ['Centro', 'IES Aramo'],
          ['Número de visitantes', '32'],
          ['Fecha de la visita', '15/03/2019'],
          ['Modalidad', 'VISITA ESTÁNDAR'],
          ['Acompañante 1', 'Pilar Rubio'],
          ['Datos de otros visitantes', 'Un conductor'],
          ['Memoria', 'FICHERO_2019_0042.pdf'],
          ['Web del centro', 'http://iesaramo.es'],
        ]),
        userDataManagement: answersFromPairs([
          ['Fecha realización', '20/03/2019'],
          ['Importe', '120,50 €'],
          ['Autobús', 'Si'],
          ['Coste del bus', '95'],
          ['Hora y lugar de recogida', '8:30, plaza del Ayuntamiento'],
          ['Fecha acordada', '18/03/2019'],
          ['Hora acordada', '9.30'],
          ['Contenedores azules', '3'],
        ]),
        requestDay: '2019-02-01',
      },
      { formMetadata: [], formMetadataManagement: [] },
    );
    expect(facts).toMatchObject({
      visitors: 32,
      requestedDate: '2019-03-15',
      visitType: 'VISITA ESTÁNDAR',
      visitHours: 1.5,
      companions: ['Pilar Rubio'],
      otherVisitors: 'Un conductor',
      price: 120.5,
      completionDate: '2019-03-20',
      bus: true,
      busCost: 95,
      pickup: '8:30, plaza del Ayuntamiento',
      agreedDate: '2019-03-18',
      agreedTime: '09:30',
      blueContainers: 3,
      plannedDate: '2019-03-18',
      doneDate: '2019-03-20',
      formLast: 8,
      mgmtLast: 8,
    });
    expect(facts.formPairs.slice(6)).toEqual([
      ['Memoria', 'FICHERO_2019_0042.pdf'],
      ['Web del centro', 'http://iesaramo.es'],
    ]);
  });
});
