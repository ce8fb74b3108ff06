import type { HistoricalUser } from '@extranet/shared/schemas/entity-admin';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { userEditorHref, type UserEditorState } from '@/shared/admin-links';
import { dayText } from '@/shared/day-text';
import { entityEditorTexts as t } from '../entity-editor-texts';

/** One user of the entity: its name and DNI opening its editor, whether it still represents it. */
export function HistoricalUserItem({ item }: { item: HistoricalUser }) {
  const { user } = item;
  const state: UserEditorState = {
    userItem: { id: user.id, name: user.name, surname: user.surname },
  };
  return (
    <li className="linked-list__item">
      <Link to={userEditorHref(user.id)} state={state} className="linked-list__link">
        {item.text}
      </Link>
      <span className="linked-list__facts">
        <Tag className={item.isActive ? 'status-tag status-tag--active' : 'status-tag'}>
          {item.isActive ? t.userActive : t.userEnded}
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
