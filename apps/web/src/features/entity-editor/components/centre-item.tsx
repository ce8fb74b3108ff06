import type { CentreItem as Centre } from '@extranet/shared/schemas/entity-admin';
import { Tag } from 'antd';
import { Link } from 'react-router';
import { entityEditorHref, type EntityEditorState } from '@/shared/admin-links';
import { entityEditorTexts as t } from '../entity-editor-texts';

/**
 * One entity of the group: its text (the main entity's ends '(Entidad Principal)') opening its
 * editor; the entity being edited is marked instead of linked.
 */
export function CentreItem({ centre, current }: { centre: Centre; current: boolean }) {
  const state: EntityEditorState = { entityItem: { id: centre.id, name: centre.name } };
  return (
    <li className="linked-list__item">
      {current ? (
        <span className="linked-list__current" aria-current="page">
          {centre.text}
        </span>
      ) : (
        <Link to={entityEditorHref(centre.id)} state={state} className="linked-list__link">
          {centre.text}
        </Link>
      )}
      {current && (
        <span className="linked-list__facts">
          <Tag className="status-tag status-tag--current">{t.current}</Tag>
        </span>
      )}
    </li>
  );
}
