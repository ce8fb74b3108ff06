import type { HistoricalEntity } from '@extranet/shared/schemas/entity-admin';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { entityEditorHref, type EntityEditorState } from '@/shared/admin-links';
import { dayText } from '@/shared/day-text';
import { userEditorTexts as t } from '../user-editor-texts';

/** One linked entity: its name and CIF opening its editor, whether the link is current, dates. */
export function LinkedEntityItem({ item }: { item: HistoricalEntity }) {
  const state: EntityEditorState = { entityItem: { id: item.entity.id, name: item.entity.name } };
  return (
    <li className="linked-list__item">
      <Link to={entityEditorHref(item.entity.id)} state={state} className="linked-list__link">
        {item.text}
      </Link>
      <span className="linked-list__facts">
        <Tag className={item.isActive ? 'status-tag status-tag--active' : 'status-tag'}>
          {item.isActive ? t.active : t.ended}
        </Tag>
        <span>
          {t.since} {dayText(item.since)}
        </span>
        {item.until && (
          <span>
            {t.until} {dayText(item.until)}
          </span>
        )}
      </span>
    </li>
  );
}
