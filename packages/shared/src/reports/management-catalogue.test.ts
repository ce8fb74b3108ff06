import { describe, expect, it } from 'vitest';
import { newDefaultManagementForm } from '../forms/default-management-fields.ts';
import { managementFieldMaster } from '../forms/field-master.ts';
import { toIsoDate } from '../forms/answer-rules.ts';
import {
  catalogueEntryOf,
  emptyManagementValues,
  managementCatalogue,
  parseBoolean,
  parseCatalogueValue,
  parseDay,
  parseDecimal,
  parseInteger,
  parseTime,
  readManagementValues,
} from './management-catalogue.ts';

// docs/product/reporting.md#management-catalogue
describe('management label catalogue', () => {
  it('has the spec numbers and our participantes reales, each key once', () => {
    expect(managementCatalogue.map((e) => e.spec)).toEqual([
      1,
      2,
      5,
      6,
      7,
      8,
      9,
      10,
      12,
      13,
      14,
      15,
      null,
    ]);
    const keys = managementCatalogue.map((e) => e.key);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('matches canonical labels and synonyms whatever their case, accents, spaces and colon', () => {
    expect(catalogueEntryOf('PRECIO')?.key).toBe('price');
    expect(catalogueEntryOf('Importe:')?.key).toBe('price');
    expect(catalogueEntryOf('  precio   real *')?.key).toBe('price');
    expect(catalogueEntryOf('Fecha de realización')?.key).toBe('completionDate');
    expect(catalogueEntryOf('fecha realizada')?.key).toBe('completionDate');
    expect(catalogueEntryOf('Autobus')?.key).toBe('bus');
    expect(catalogueEntryOf('Bus')?.key).toBe('bus');
    expect(catalogueEntryOf('Coste del autobús')).toBeUndefined();
    expect(catalogueEntryOf('Coste de autobús')?.key).toBe('busCost');
    expect(catalogueEntryOf('Número de participantes reales')?.key).toBe('realParticipants');
    expect(catalogueEntryOf('ECOPAPELERAS AMARILLAS')?.key).toBe('yellowBins');
  });

  it('matches whole labels only', () => {
    expect(catalogueEntryOf('Precio por alumno')).toBeUndefined();
    expect(catalogueEntryOf('Hora acordada con el centro')).toBeUndefined();
    expect(catalogueEntryOf('Motivo de rechazo')).toBeUndefined();
  });

  it('knows every catalogue label of the default management fields and the field master', () => {
    const defaults = newDefaultManagementForm().map((f) => f.label);
    const known = defaults.filter((label) => catalogueEntryOf(label));
    expect(known).toEqual([
      'Fecha realización',
      'Participantes reales',
      'Precio',
      'Unidades',
      'Fecha acordada',
      'Hora acordada',
      'Autobús',
      'Coste de bus',
    ]);
    const master = managementFieldMaster.map((f) => catalogueEntryOf(f.label)?.key);
    expect(new Set(master.filter(Boolean))).toEqual(new Set(managementCatalogue.map((e) => e.key)));
  });
});

describe('catalogue value parsing', () => {
  it('reads decimals with a comma, thousands points, spaces and €', () => {
    expect(parseDecimal('2,5')).toBe(2.5);
    expect(parseDecimal('1.234,50')).toBe(1234.5);
    expect(parseDecimal('12 €')).toBe(12);
    expect(parseDecimal(' 1 200,75€ ')).toBe(1200.75);
    expect(parseDecimal('80')).toBe(80);
    expect(parseDecimal('80.5')).toBe(80.5);
    expect(parseDecimal('-3,5')).toBe(-3.5);
  });

  it('reads a bad decimal as null', () => {
    for (const bad of ['', 'gratis', '12 euros', '1,2,3', '1e5', '.5', '12,', 'NaN', '99999999999'])
      expect(parseDecimal(bad), bad).toBeNull();
  });

  it('rounds integers and refuses what an integer column cannot hold', () => {
    expect(parseInteger('12')).toBe(12);
    expect(parseInteger('2,5')).toBe(3);
    expect(parseInteger('1.234,4')).toBe(1234);
    expect(parseInteger('3000000000')).toBeNull();
    expect(parseInteger('muchos')).toBeNull();
  });

  it('reads days as YYYY-MM-DD or DD/MM/YYYY of a real calendar day', () => {
    expect(parseDay('2025-03-07')).toBe('2025-03-07');
    expect(parseDay('07/03/2025')).toBe('2025-03-07');
    expect(parseDay(' 29/02/2024 ')).toBe('2024-02-29');
    expect(parseDay('2000-02-29')).toBe('2000-02-29');
    expect(parseDay('31/12/1999')).toBe('1999-12-31');
    for (const bad of [
      '29/02/2025',
      '29/02/1900',
      '31/04/2025',
      '2025-13-01',
      '2025-00-10',
      '2025-01-00',
      '7/3/2025',
      '0000-01-01',
      'mañana',
      '',
    ])
      expect(parseDay(bad), bad).toBeNull();
  });

  it('reads days as the answers do (toIsoDate), for every day of four years', () => {
    const start = Date.UTC(1999, 11, 25);
    for (let i = 0; i < 4 * 366 + 10; i++) {
      const iso = new Date(start + i * 86_400_000).toISOString().slice(0, 10);
      const spanish = iso.split('-').reverse().join('/');
      expect([parseDay(iso), parseDay(spanish)]).toEqual([toIsoDate(iso), toIsoDate(spanish)]);
    }
  });

  it('reads times H:MM, HH:MM and HH.MM as HH:MM', () => {
    expect(parseTime('9:30')).toBe('09:30');
    expect(parseTime('09:30')).toBe('09:30');
    expect(parseTime('10.15')).toBe('10:15');
    expect(parseTime(' 23:59 ')).toBe('23:59');
    for (const bad of ['24:00', '12:60', '930', 'a las diez', '10.5', ''])
      expect(parseTime(bad), bad).toBeNull();
  });

  it('reads yes as si, s, x, true, 1 or a checkbox including Si', () => {
    for (const yes of ['Si', 'sí', 'S', 'x', 'TRUE', '1', ' si '])
      expect(parseBoolean(yes)).toBe(true);
    expect(parseBoolean(['Si'])).toBe(true);
    expect(parseBoolean(['No', 'Sí'])).toBe(true);
    for (const no of ['', 'no', 'false', '0', 'quizá']) expect(parseBoolean(no)).toBe(false);
    expect(parseBoolean([])).toBe(false);
  });

  it('reads each type without throwing, whatever the value', () => {
    expect(parseCatalogueValue('text', '  Plaza Mayor, 9:00 ')).toBe('Plaza Mayor, 9:00');
    expect(parseCatalogueValue('text', '   ')).toBeNull();
    expect(parseCatalogueValue('decimal', ['12', 'tres'])).toBeNull();
    expect(parseCatalogueValue('integer', [])).toBeNull();
    expect(parseCatalogueValue('boolean', '')).toBe(false);
  });
});

describe('readManagementValues', () => {
  it('reads the typed facts of management answers by label', () => {
    const values = readManagementValues([
      { label: 'Motivo de rechazo', value: '' },
      { label: 'Fecha realización', value: '2025-05-12' },
      { label: 'Importe', value: '1.234,50 €' },
      { label: 'Hora acordada', value: '9.30' },
      { label: 'Autobús', value: ['Si'] },
      { label: 'Coste de bus', value: '150' },
      { label: 'Hora y lugar de recogida', value: '8:45 en la puerta del colegio' },
      { label: 'Contenedores azules', value: '2' },
      { label: 'Participantes reales:', value: '24,6' },
    ]);
    expect(values).toEqual({
      ...emptyManagementValues(),
      price: 1234.5,
      completionDate: '2025-05-12',
      agreedTime: '09:30',
      bus: true,
      busCost: 150,
      pickup: '8:45 en la puerta del colegio',
      blueContainers: 2,
      realParticipants: 25,
    });
  });

  it('takes the first readable answer of a key, and yes from any bus answer', () => {
    const values = readManagementValues([
      { label: 'Precio', value: '' },
      { label: 'Importe', value: 'veinte' },
      { label: 'Precio real', value: '20' },
      { label: 'Precio', value: '30' },
      { label: 'Bus', value: 'no' },
      { label: 'Autobús', value: 'x' },
    ]);
    expect(values.price).toBe(20);
    expect(values.bus).toBe(true);
  });

  it('gives null for bad values and false for no bus', () => {
    const values = readManagementValues([
      { label: 'Precio', value: 'gratis' },
      { label: 'Fecha acordada', value: '31/04/2025' },
      { label: 'Unidades', value: 'unas cuantas' },
      { label: 'Autobús', value: [] },
    ]);
    expect(values).toEqual(emptyManagementValues());
    expect(values.bus).toBe(false);
  });
});
