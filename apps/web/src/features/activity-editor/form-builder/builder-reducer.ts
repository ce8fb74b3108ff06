import type { FormFieldType, StoredFormField } from '@extranet/shared/forms/form-field';
import type { MasterField } from '@extranet/shared/forms/field-master';

/** One row of the builder: the field in formBuilder format and a key stable across edits. */
export interface BuilderRow {
  key: string;
  field: StoredFormField;
}

export type BuilderAction =
  | { type: 'reset'; fields: readonly StoredFormField[] }
  | { type: 'add'; fieldType: FormFieldType; master?: MasterField }
  | { type: 'edit'; key: string; patch: Partial<StoredFormField> }
  | { type: 'move'; from: number; to: number }
  | { type: 'remove'; key: string };

let counter = 0;
const nextKey = () => `f${++counter}`;

export const toRows = (fields: readonly StoredFormField[]): BuilderRow[] =>
  fields.map((field) => ({ key: nextKey(), field }));

export const toFields = (rows: readonly BuilderRow[]): StoredFormField[] =>
  rows.map((row) => row.field);

const typesWithOptions: readonly FormFieldType[] = ['select', 'checkbox-group', 'radio-group'];

/** A name formBuilder would give: type-timestamp-n, unique in the form. */
function uniqueName(type: FormFieldType, rows: readonly BuilderRow[]): string {
  const taken = new Set(rows.map((row) => row.field.name));
  let n = rows.length + 1;
  let name = `${type}-${n}`;
  while (taken.has(name)) name = `${type}-${++n}`;
  return name;
}

/** A new field of `type`, or the master list's standard field. */
function newField(
  type: FormFieldType,
  rows: readonly BuilderRow[],
  master?: MasterField,
): StoredFormField {
  const field: StoredFormField = {
    type,
    label: master?.label ?? '',
    name: uniqueName(type, rows),
    required: false,
  };
  if (master?.placeholder) field.placeholder = master.placeholder;
  if (master?.min !== undefined) field.min = master.min;
  if (master?.max !== undefined) field.max = master.max;
  if (master?.values) field.values = master.values.map((v) => ({ ...v, selected: !!v.selected }));
  else if (typesWithOptions.includes(type)) {
    field.values = [{ label: 'Opción 1', value: 'opcion-1', selected: false }];
  }
  return field;
}

/** Drops keys set to undefined, so the saved JSON carries only real properties. */
function clean(field: StoredFormField): StoredFormField {
  return Object.fromEntries(
    Object.entries(field).filter(([, value]) => value !== undefined),
  ) as StoredFormField;
}

/**
 * The builder's state: add, edit, reorder and delete fields
 * (docs/product/campaigns-and-activities.md#activity-editor form builder).
 */
export function builderReducer(rows: BuilderRow[], action: BuilderAction): BuilderRow[] {
  switch (action.type) {
    case 'reset':
      return toRows(action.fields);
    case 'add':
      return [...rows, { key: nextKey(), field: newField(action.fieldType, rows, action.master) }];
    case 'edit':
      return rows.map((row) =>
        row.key === action.key ? { ...row, field: clean({ ...row.field, ...action.patch }) } : row,
      );
    case 'move': {
      const { from, to } = action;
      if (from === to || from < 0 || to < 0 || from >= rows.length || to >= rows.length) {
        return rows;
      }
      const next = [...rows];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    }
    case 'remove':
      return rows.filter((row) => row.key !== action.key);
  }
}
