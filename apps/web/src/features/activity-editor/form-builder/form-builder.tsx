import {
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { memo, useEffect, useMemo, useReducer } from 'react';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { editorTexts } from '../activity-editor-texts';
import { AddFieldBar } from './add-field-bar';
import { BuilderPreview } from './builder-preview';
import { builderReducer, toFields, toRows } from './builder-reducer';
import { BuilderRow } from './builder-row';
import { closestEdge } from './closest-edge';
import { announcements, screenReaderInstructions } from './drag-announcements';

interface FormBuilderProps {
  /** The stored form the builder starts from (read once, on mount). */
  initialFields: readonly StoredFormField[];
  /** Told the form after each change; stable, so that the builder stays memoised. */
  onFieldsChange: (fields: StoredFormField[]) => void;
  management: boolean;
  formId: string;
}

const t = editorTexts.builder;
// Module constants: new option objects on each render give new sensors, new dnd-kit listeners,
// and re-render every sortable row on each keystroke.
const pointerOptions = { activationConstraint: { distance: 4 } };
const keyboardOptions = { coordinateGetter: sortableKeyboardCoordinates };
const accessibility = { announcements, screenReaderInstructions };

/**
 * A form builder (docs/product/campaigns-and-activities.md#activity-editor): add by type or from
 * the master list, edit, reorder by drag or keyboard (space to lift, arrows to move; or
 * Subir/Bajar), delete, and a live preview. It owns its rows, so a keystroke re-renders this
 * builder (and in it the edited row) only, not the editor around it.
 */
export const FormBuilder = memo(function FormBuilder({
  initialFields,
  onFieldsChange,
  management,
  formId,
}: FormBuilderProps) {
  const [rows, dispatch] = useReducer(builderReducer, initialFields, toRows);
  const sensors = useSensors(
    useSensor(PointerSensor, pointerOptions),
    useSensor(KeyboardSensor, keyboardOptions),
  );
  // The same array while the order is the same: a new one re-renders every sortable row.
  const keyList = rows.map((row) => row.key).join(' ');
  const keys = useMemo(() => (keyList ? keyList.split(' ') : []), [keyList]);
  const fields = useMemo(() => toFields(rows), [rows]);
  useEffect(() => onFieldsChange(fields), [fields, onFieldsChange]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = keys.indexOf(String(active.id));
    const to = keys.indexOf(String(over.id));
    dispatch({ type: 'move', from, to });
  };
  return (
    <div className="form-builder">
      <AddFieldBar management={management} formId={formId} dispatch={dispatch} />
      <div className="form-builder-columns">
        <section aria-labelledby={`${formId}-fields`}>
          <h3 id={`${formId}-fields`}>{t.fields}</h3>
          {rows.length === 0 && <p>{t.empty}</p>}
          <DndContext
            sensors={sensors}
            collisionDetection={closestEdge}
            accessibility={accessibility}
            onDragEnd={onDragEnd}
          >
            <SortableContext items={keys} strategy={verticalListSortingStrategy}>
              <ol className="builder-list">
                {rows.map((row, index) => (
                  <BuilderRow
                    key={row.key}
                    row={row}
                    index={index}
                    count={rows.length}
                    management={management}
                    formId={formId}
                    dispatch={dispatch}
                  />
                ))}
              </ol>
            </SortableContext>
          </DndContext>
        </section>
        <section aria-labelledby={`${formId}-preview`} className="builder-preview">
          <h3 id={`${formId}-preview`}>{t.preview}</h3>
          <BuilderPreview fields={fields} formId={formId} />
        </section>
      </div>
    </div>
  );
});
