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
import { useMemo, type Dispatch } from 'react';
import { editorTexts } from '../activity-editor-texts';
import { AddFieldBar } from './add-field-bar';
import { BuilderPreview } from './builder-preview';
import { toFields, type BuilderAction, type BuilderRow as Row } from './builder-reducer';
import { BuilderRow } from './builder-row';
import { closestEdge } from './closest-edge';
import { announcements, screenReaderInstructions } from './drag-announcements';

interface FormBuilderProps {
  rows: Row[];
  dispatch: Dispatch<BuilderAction>;
  management: boolean;
  formId: string;
}

const t = editorTexts.builder;

/**
 * A form builder (spec §2): add by type or from the master list, edit, reorder by drag or
 * keyboard (space to lift, arrows to move; or Subir/Bajar), delete, and a live preview.
 */
export function FormBuilder({ rows, dispatch, management, formId }: FormBuilderProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const keys = useMemo(() => rows.map((row) => row.key), [rows]);
  const fields = useMemo(() => toFields(rows), [rows]);
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
            accessibility={{ announcements, screenReaderInstructions }}
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
}
