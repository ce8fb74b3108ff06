import { Alert, Button } from 'antd';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { adminTabHref, editorIdOf, handedItem } from '@/shared/admin-links';
import { ApiError } from '@/shared/api-error';
import { PageTitle } from '@/shared/components/page-title';
import { Processing } from '@/shared/components/processing';
import { useSession } from '@/shared/session/session-store';
import { useEntity } from '../api';
import { EntityEditor } from '../components/entity-editor';
import { entityEditorTexts as t } from '../entity-editor-texts';
import '@/shared/admin-editor.css';

/**
 * `/entityeditor?id=…` (docs/product/administration-and-analytics.md#entity-editor,
 * docs/product/README.md#routes), role 1+: the entity is loaded by id, the address's or the handed
 * `entityItem`'s; without one, or when it is not found (the query cache toasts the API's message),
 * back to /admin's ENTIDADES tab. The editor is keyed on the id, so following a centre of the group
 * loads and starts a fresh form.
 */
export function EntityEditorPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const id = editorIdOf(search, state, 'entityItem');
  const entity = useEntity(id);
  const back = adminTabHref(2);

  if (!session) return null;
  if (id === undefined) return <Navigate to={back} replace />;
  if (entity.error instanceof ApiError && entity.error.status === 404) {
    return <Navigate to={back} replace />;
  }
  if (entity.data?.id === id) {
    return (
      <section className="page">
        <EntityEditor key={id} entity={entity.data} viewerRole={session.user.role} />
      </section>
    );
  }
  const handed = handedItem(state, 'entityItem');
  return (
    <section className="page">
      <div className="panel admin-editor">
        <PageTitle>{t.title}</PageTitle>
        {handed?.id === id && handed.name && <p className="admin-editor__subject">{handed.name}</p>}
        {entity.isError ? (
          <Alert
            type="error"
            showIcon
            title={entity.error.message}
            action={<Button onClick={() => navigate(back)}>{t.back}</Button>}
          />
        ) : (
          <Processing />
        )}
      </div>
    </section>
  );
}
