import { Alert, Button } from 'antd';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { adminTabHref, editorIdOf, handedItem } from '@/shared/admin-links';
import { ApiError } from '@/shared/api-error';
import { PageTitle } from '@/shared/components/page-title';
import { Processing } from '@/shared/components/processing';
import { useSession } from '@/shared/session/session-store';
import { useAdminUser } from '../api';
import { UserEditor } from '../components/user-editor';
import { userEditorTexts as t } from '../user-editor-texts';
import '@/shared/admin-editor.css';

/**
 * `/usereditadmin?id=…` (docs/product/administration-and-analytics.md#user-editor,
 * docs/product/README.md#routes): the user is loaded by id, the address's or the handed
 * `userItem`'s; without one, or when it is not found (the query cache toasts the API's message),
 * back to /admin.
 */
export function UserEditorPage() {
  const session = useSession();
  const [search] = useSearchParams();
  const { state } = useLocation();
  const navigate = useNavigate();
  const id = editorIdOf(search, state, 'userItem');
  const user = useAdminUser(id);
  const back = adminTabHref(1);

  if (!session) return null;
  if (id === undefined) return <Navigate to={back} replace />;
  if (user.error instanceof ApiError && user.error.status === 404) {
    return <Navigate to={back} replace />;
  }
  if (user.data?.id === id) {
    return (
      <section className="page">
        <UserEditor key={id} user={user.data} viewer={session.user} />
      </section>
    );
  }
  const handed = handedItem(state, 'userItem');
  const handedName = handed?.id === id ? handed.name : undefined;
  return (
    <section className="page">
      <div className="panel admin-editor">
        <PageTitle>{t.title}</PageTitle>
        {handedName && (
          <p className="admin-editor__subject">{`${handedName} ${handed?.surname ?? ''}`}</p>
        )}
        {user.isError ? (
          <Alert
            type="error"
            showIcon
            title={user.error.message}
            action={<Button onClick={() => navigate(back)}>{t.back}</Button>}
          />
        ) : (
          <Processing />
        )}
      </div>
    </section>
  );
}
