import {
  ArrowDownOutlined,
  ArrowUpOutlined,
  DeleteOutlined,
  HolderOutlined,
} from '@ant-design/icons';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button, Popconfirm, Tag } from 'antd';
import { memo, useState, type Dispatch } from 'react';
import type { StoredFormField } from '@extranet/shared/forms/form-field';
import { messages } from '@extranet/shared/messages';
import { editorTexts } from '../activity-editor-texts';
import type { BuilderAction, BuilderRow as Row } from './builder-reducer';
import { FieldProperties } from './field-properties';

interface BuilderRowProps {
  row: Row;
  index: number;
  count: number;
  management: boolean;
  formId: string;
  dispatch: Dispatch<BuilderAction>;
}

const t = editorTexts.builder;

/**
 * One field of the builder: drag handle (pointer or keyboard), Subir/Bajar, Editar, Borrar, and
 * its properties. Memoised: typing in one field re-renders that row only.
 */
export const BuilderRow = memo(function BuilderRow({
  row,
  index,
  count,
  management,
  formId,
  dispatch,
}: BuilderRowProps) {
  const [open, setOpen] = useState(false);
  const sortable = useSortable({ id: row.key });
  const { field } = row;
  const title = field.label || t.noLabel;
  const idPrefix = `${formId}-${row.key}`;
  const style = {
    transform: CSS.Transform.toString(sortable.transform),
    transition: sortable.transition,
  };
  const move = (to: number) => dispatch({ type: 'move', from: index, to });
  const edit = (patch: Partial<StoredFormField>) => dispatch({ type: 'edit', key: row.key, patch });
  return (
    <li
      ref={sortable.setNodeRef}
      style={style}
      className="builder-row"
      id={`row-${row.key}`}
      data-position={index + 1}
    >
      <div className="builder-row-head">
        <Button
          type="text"
          icon={<HolderOutlined />}
          aria-label={`${t.drag}: ${title}`}
          {...sortable.attributes}
          {...sortable.listeners}
        />
        <span className="builder-row-title">
          {title} <span className="builder-row-type">({editorTexts.fieldTypes[field.type]})</span>
          {field.required === true && <Tag className="builder-row-flag">{t.required}</Tag>}
          {management && field.private === true && (
            <Tag className="builder-row-flag">{t.private}</Tag>
          )}
        </span>
        <span className="builder-row-actions">
          <Button
            size="small"
            icon={<ArrowUpOutlined />}
            aria-label={`${t.up}: ${title}`}
            disabled={index === 0}
            onClick={() => move(index - 1)}
          />
          <Button
            size="small"
            icon={<ArrowDownOutlined />}
            aria-label={`${t.down}: ${title}`}
            disabled={index === count - 1}
            onClick={() => move(index + 1)}
          />
          <Button size="small" aria-expanded={open} onClick={() => setOpen((v) => !v)}>
            {t.edit}
          </Button>
          <Popconfirm
            title={messages.confirmDeleteFormField}
            onConfirm={() => dispatch({ type: 'remove', key: row.key })}
            okText={editorTexts.events.yes}
            cancelText={editorTexts.events.no}
          >
            <Button
              size="small"
              danger
              icon={<DeleteOutlined />}
              aria-label={`${t.remove}: ${title}`}
            />
          </Popconfirm>
        </span>
      </div>
      {open && (
        <FieldProperties idPrefix={idPrefix} field={field} management={management} onEdit={edit} />
      )}
    </li>
  );
});
