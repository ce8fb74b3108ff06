import { describe, expect, it } from 'vitest';
import { requestFieldMaster } from '@extranet/shared/forms/field-master';
import { builderReducer, toFields, toRows } from './builder-reducer';

const start = () =>
  toRows([
    { type: 'text', label: 'A', name: 'a' },
    { type: 'number', label: 'B', name: 'b' },
  ]);

describe('builderReducer', () => {
  it('adds a field of a type with a unique name, options for a select', () => {
    const rows = builderReducer(start(), { type: 'add', fieldType: 'select' });
    expect(rows).toHaveLength(3);
    const added = rows[2]?.field;
    expect(added?.type).toBe('select');
    expect(added?.name).not.toBe('a');
    expect(added?.values?.length).toBeGreaterThan(0);
    const again = builderReducer(rows, { type: 'add', fieldType: 'select' });
    expect(again[3]?.field.name).not.toBe(added?.name);
  });

  it('adds a master field with its label and bounds', () => {
    const master = requestFieldMaster[0];
    if (!master) throw new Error('no master');
    const rows = builderReducer(start(), { type: 'add', fieldType: master.type, master });
    expect(rows[2]?.field).toMatchObject({ label: master.label, min: 25, max: 54 });
  });

  it('edits only the field asked, keeping the other rows identical', () => {
    const before = start();
    const key = before[1]?.key ?? '';
    const rows = builderReducer(before, { type: 'edit', key, patch: { label: 'C', min: 1 } });
    expect(rows[1]?.field).toMatchObject({ label: 'C', min: 1, name: 'b' });
    expect(rows[0]).toBe(before[0]);
    const cleared = builderReducer(rows, { type: 'edit', key, patch: { min: undefined } });
    expect('min' in (cleared[1]?.field ?? {})).toBe(false);
  });

  it('moves a field and ignores moves out of range', () => {
    const rows = builderReducer(start(), { type: 'move', from: 0, to: 1 });
    expect(toFields(rows).map((f) => f.name)).toEqual(['b', 'a']);
    expect(builderReducer(rows, { type: 'move', from: 0, to: 5 })).toBe(rows);
  });

  it('removes a field', () => {
    const before = start();
    const rows = builderReducer(before, { type: 'remove', key: before[0]?.key ?? '' });
    expect(toFields(rows).map((f) => f.name)).toEqual(['b']);
  });
});
