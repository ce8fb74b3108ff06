import { describe, expect, it } from 'vitest';
import { CSV_BOM } from '../csv/csv.ts';
import { documentCsv, documentCsvRows, documentFileName } from './document-csv.ts';
import { cardsDocument, detailDocument, detailRows, totalsDocument } from './document-samples.ts';
import { reportFileName } from './report-file-name.ts';

// docs/product/reporting.md#csv

describe("a document's CSV", () => {
  it('has a column a level, then the rows, then the figures without a column', () => {
    expect(documentCsvRows(detailDocument())).toEqual([
      ['Mes', 'Id', 'Fecha', 'Entidad', 'Estado', 'Participantes', 'Solicitudes'],
      ['enero 2026', '1201', '12/01/2026', 'CP La Ería', 'Aceptada', '25', ''],
      ['enero 2026', '1202', '20/01/2026', 'IES Uno', 'Realizada', '1000', ''],
      // The deepest level's subtotal: 'Subtotal' in the first of the rows' columns.
      ['enero 2026', 'Subtotal', '', '', '', '1025', '2'],
      ['febrero 2026', '1305', '02/02/2026', 'Club', 'Aceptada', '7', ''],
      ['febrero 2026', 'Subtotal', '', '', '', '7', '1'],
      ['TOTAL', '', '', '', '', '1032', '3'],
    ]);
  });

  it("writes a level's subtotal after its group columns, figures in their own", () => {
    expect(documentCsvRows(totalsDocument())).toEqual([
      ['Actividad', 'Estado', 'Año', 'Solicitudes', 'Participantes'],
      ['Museo', 'Aceptada', '2025', '3', '1200'],
      ['Museo', 'Aceptada', '2026', '2', '45'],
      ['Museo', 'Aceptada', 'Subtotal', '5', '1245'],
      ['Museo', 'Realizada', '2025', '1', '30'],
      ['Museo', 'Realizada', 'Subtotal', '1', '30'],
      ['Museo', 'Subtotal', '', '6', '1275'],
      ['Taller', 'Aceptada', '2026', '4', '80'],
      ['Taller', 'Aceptada', 'Subtotal', '4', '80'],
      ['Taller', 'Subtotal', '', '4', '80'],
      ['TOTAL', '', '', '10', '1355'],
    ]);
  });

  it('gives a row a card, and no total', () => {
    expect(documentCsvRows(cardsDocument())).toEqual([
      ['Entidad', 'Concejo', 'Solicitudes', 'Cajas', 'Kits'],
      ['CP La Ería', 'Oviedo', '1201, 1207', '2', '1'],
      ['IES Uno', 'Gijón', '1202', '1', '1500'],
    ]);
  });

  it("is the one writer's file with the byte-order mark, formulas neutralised", () => {
    const rows = [{ ...detailRows[0], entity: '=HIPERVINCULO("x")' }];
    const csv = documentCsv(detailDocument(rows));
    expect(csv.startsWith(CSV_BOM)).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual([
      '"Mes";"Id";"Fecha";"Entidad";"Estado";"Participantes";"Solicitudes"',
      '"enero 2026";"1201";"12/01/2026";"\'=HIPERVINCULO(""x"")";"Aceptada";"25";""',
      '"enero 2026";"Subtotal";"";"";"";"25";"1"',
      '"TOTAL";"";"";"";"";"25";"1"',
      '',
    ]);
  });
});

describe("a document's file name", () => {
  it('is the title without accents, "_" for spaces, and the day it was made in its zone', () => {
    const doc = { ...detailDocument(), generatedAt: '2026-03-09T23:30:00Z' };
    expect(documentFileName(doc, 'csv')).toBe('Relacion_de_solicitudes_entre_fechas_20260310.csv');
    expect(documentFileName({ ...doc, timeZone: 'UTC' }, 'pdf')).toBe(
      'Relacion_de_solicitudes_entre_fechas_20260309.pdf',
    );
  });

  it("is the lists' name too", () => {
    expect(reportFileName('Datos actividad', '2026-11-22')).toBe('Datos_actividad_20261122.csv');
    expect(reportFileName('Número Visitantes', '2026-01-05')).toBe(
      'Numero_Visitantes_20260105.csv',
    );
  });
});
