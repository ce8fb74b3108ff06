import { describe, expect, it } from 'vitest';
import { personLines } from './person-lines.ts';

// docs/product/reporting.md#documents
describe('personLines', () => {
  const order = {
    id: 7,
    personType: 'Titular',
    person: 'Ana Pérez',
    visitors: 6,
    _activityId: 3,
    _activity: 'Ruta',
  };

  it('gives the holder, each companion in order and the others named together', () => {
    const lines = personLines({
      ...order,
      _companions: ['Luis Pérez', 'Eva Pérez', 'Hugo Pérez', 'Sara Pérez'],
      _otherVisitors: ' Dos primos ',
    });
    expect(lines.map((line) => [line.personType, line.person])).toEqual([
      ['Titular', 'Ana Pérez'],
      ['Acompañante 1', 'Luis Pérez'],
      ['Acompañante 2', 'Eva Pérez'],
      ['Acompañante 3', 'Hugo Pérez'],
      ['Acompañante 4', 'Sara Pérez'],
      ['Otros visitantes', 'Dos primos'],
    ]);
    expect(lines[0]).toMatchObject({ id: 7, orderId: 7, visitors: 6 });
  });

  it("gives the other lines their order's groups and id only", () => {
    const [, companion] = personLines({ ...order, _companions: ['Luis'], _otherVisitors: null });
    expect(companion).toEqual({
      _activityId: 3,
      _activity: 'Ruta',
      _companions: ['Luis'],
      _otherVisitors: null,
      orderId: 7,
      personType: 'Acompañante 1',
      person: 'Luis',
    });
  });

  it('gives an order without companions or others its holder only', () => {
    expect(personLines({ ...order, _companions: [], _otherVisitors: '  ' })).toHaveLength(1);
  });
});
