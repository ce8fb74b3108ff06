import { LinkPeriodItem } from '@/shared/components/link-period-item';
import { userEditorHref, type UserEditorState } from '@/shared/admin-links';
import { useEntityUsers } from '../api';
import { reportTexts as t } from '../report-texts';
import '@/shared/admin-editor.css';

const periodTexts = { active: t.userActive, ended: t.userEnded, since: t.since, until: t.until };

/**
 * 'Usuarios de la entidad' (docs/product/reporting.md#scoping): who represents or represented the
 * entity, for role 2 and above only (a gestor is not even asked the list); each opens its editor.
 */
export function EntityUsers({
  entityId,
  visible,
}: {
  entityId: number | undefined;
  visible: boolean;
}) {
  const users = useEntityUsers(entityId, visible);
  if (!visible || !users.data || users.data.length === 0) return null;
  return (
    <section className="report-detail__block" aria-labelledby="report-entity-users">
      <h2 id="report-entity-users" className="report-detail__heading">
        {t.entityUsers}
      </h2>
      <ul className="linked-list">
        {users.data.map((item) => {
          const state: UserEditorState = {
            userItem: { id: item.user.id, name: item.user.name, surname: item.user.surname },
          };
          return (
            <LinkPeriodItem
              key={item.id}
              to={userEditorHref(item.user.id)}
              state={state}
              link={item}
              texts={periodTexts}
            />
          );
        })}
      </ul>
    </section>
  );
}
