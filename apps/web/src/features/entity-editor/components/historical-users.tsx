import { useHistoricalUsers } from '../api';
import { entityEditorTexts as t } from '../entity-editor-texts';
import { HistoricalUserItem } from './historical-user-item';

interface HistoricalUsersProps {
  entityId: number;
  /**
   * docs/product/administration-and-analytics.md#entity-editor,
   * docs/product/README.md#roles-and-permissions: never for a gestor (role 1), who is not even
   * asked the list.
   */
  visible: boolean;
}

/**
 * The entity's historical users (docs/product/administration-and-analytics.md#entity-editor: text,
 * isActive, user), shown only when the viewer's role is not 1 and the list is not empty; each opens
 * /usereditadmin.
 */
export function HistoricalUsers({ entityId, visible }: HistoricalUsersProps) {
  const users = useHistoricalUsers(entityId, visible);
  if (!visible || !users.data || users.data.length === 0) return null;
  return (
    <section className="editor-block" aria-labelledby="entity-users-heading">
      <h2 id="entity-users-heading" className="editor-block__title">
        {t.usersHeading}
      </h2>
      <ul className="linked-list">
        {users.data.map((item) => (
          <HistoricalUserItem key={item.id} item={item} />
        ))}
      </ul>
    </section>
  );
}
