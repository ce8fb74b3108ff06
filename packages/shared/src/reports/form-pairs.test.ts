import { describe, expect, it } from 'vitest';
import {
  answerText,
  buildPairs,
  chosenLabels,
  MAX_FORM_PAIRS,
  MAX_MANAGEMENT_PAIRS,
} from './form-pairs.ts';

const options = [
  { label: 'VISITA + TALLER', value: 'taller' },
  { label: 'Proyector', value: 'proyector' },
  { label: 'Mesas de trabajo', value: 'mesas' },
];

// docs/product/reporting.md#facts
describe('answerText', () => {
  it('shows text, textarea and numbers as entered and dates as DD/MM/YYYY', () => {
    expect(answerText('text', 'CP Jovellanos')).toBe('CP Jovellanos');
    expect(answerText('textarea', 'Dos líneas\nde texto')).toBe('Dos líneas\nde texto');
    expect(answerText('number', '25')).toBe('25');
    expect(answerText('date', '2025-03-07')).toBe('07/03/2025');
    expect(answerText('date', 'el martes')).toBe('el martes');
  });

  it('shows the chosen option label of a select, radio group and checkbox group', () => {
    expect(answerText('select', 'taller', options)).toBe('VISITA + TALLER');
    expect(answerText('radio-group', 'mesas', options)).toBe('Mesas de trabajo');
    expect(answerText('checkbox-group', ['proyector', 'mesas'], options)).toBe(
      'Proyector, Mesas de trabajo',
    );
    expect(answerText('select', 'ya-no-existe', options)).toBe('ya-no-existe');
    expect(answerText('select', 'taller')).toBe('taller');
  });

  it('joins file names and keeps FICHERO and http values as they are', () => {
    expect(answerText('file', ['foto.png', 'memoria.pdf'])).toBe('foto.png, memoria.pdf');
    expect(answerText('file', [])).toBe('');
    expect(answerText('date', 'FICHERO 2019-01-01.pdf')).toBe('FICHERO 2019-01-01.pdf');
    expect(answerText('select', 'http://ejemplo.es/a', options)).toBe('http://ejemplo.es/a');
  });

  it('reads whatever JSON a historic answer kept', () => {
    expect(answerText(undefined, 12)).toBe('12');
    expect(answerText(undefined, null)).toBe('');
    expect(answerText('checkbox-group', [1, null])).toBe('1, ');
  });

  it('gives the chosen labels of a checkbox group', () => {
    expect(chosenLabels('checkbox-group', ['proyector'], options)).toEqual(['Proyector']);
    expect(chosenLabels('text', 'Si')).toEqual(['Si']);
  });
});

describe('buildPairs', () => {
  const answers = [
    { name: 'centro', label: 'Centro educativo', type: 'text', value: 'IES Aramo' },
    { name: 'tipo', label: '--Tipo de visita', type: 'select', value: 'taller' },
    { name: 'fecha', label: 'Fecha solicitada', type: 'date', value: '2025-04-01' },
    { name: 'vacia', label: '', type: 'text', value: '' },
  ];

  it('pairs labels as defined (leading -- kept) with display values, in stored order', () => {
    const { pairs, last } = buildPairs(answers, [{ name: 'tipo', values: options }], 41);
    expect(pairs).toEqual([
      ['Centro educativo', 'IES Aramo'],
      ['--Tipo de visita', 'VISITA + TALLER'],
      ['Fecha solicitada', '01/04/2025'],
      ['', ''],
    ]);
    expect(last).toBe(3);
  });

  it('caps request pairs at 41 and management pairs at 16', () => {
    const many = Array.from({ length: 50 }, (_, i) => ({
      name: `f${i}`,
      label: `Campo ${i + 1}`,
      type: 'text',
      value: `v${i + 1}`,
    }));
    expect(MAX_FORM_PAIRS).toBe(41);
    expect(MAX_MANAGEMENT_PAIRS).toBe(16);
    const form = buildPairs(many, [], MAX_FORM_PAIRS);
    expect(form.pairs).toHaveLength(41);
    expect(form.pairs[40]).toEqual(['Campo 41', 'v41']);
    expect(form.last).toBe(41);
    expect(buildPairs(many, [], MAX_MANAGEMENT_PAIRS).pairs).toHaveLength(16);
  });

  it('has no pairs and last 0 for no answers', () => {
    expect(buildPairs([], [], 41)).toEqual({ pairs: [], last: 0 });
    expect(buildPairs(null, null, 16)).toEqual({ pairs: [], last: 0 });
    expect(buildPairs([{ label: ' ', value: [] }], [], 16).last).toBe(0);
  });
});
