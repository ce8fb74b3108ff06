import { messages } from '@extranet/shared/messages';
import type { User } from '@extranet/shared/schemas/user';
import { Alert, Button, Form, Tag } from 'antd';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { adminTabHref } from '@/shared/admin-links';
import { PageTitle } from '@/shared/components/page-title';
import { useCouncils } from '@/shared/reference/api';
import { useUnsavedChanges } from '@/shared/unsaved-changes/use-unsaved-changes';
import { roleOptionsFor, userEditAccess, type Person } from '../user-access';
import { userEditorTexts as t } from '../user-editor-texts';
import { adminUserValuesOf, type AdminUserValues } from '../user-values';
import { useUserSave } from '../use-user-save';
import { LinkedEntities } from './linked-entities';
import { UserFields } from './user-fields';

interface UserEditorProps {
  user: User;
  viewer: Person;
}

/**
 * 'Editar Usuario' (docs/product/administration-and-analytics.md#user-editor,
 * docs/product/README.md#roles-and-permissions): the user's data, its role when the viewer may
 * change it, GUARDAR and VOLVER, then its linked entities. A user the viewer may not edit (a gestor
 * and a non-participant, an administrator and a superuser) is shown read-only.
 */
export function UserEditor({ user, viewer }: UserEditorProps) {
  const [form] = Form.useForm<AdminUserValues>();
  const [initialValues] = useState(() => adminUserValuesOf(user));
  const navigate = useNavigate();
  const councils = useCouncils();
  const access = userEditAccess(viewer, user);
  const unsaved = useUnsavedChanges();
  const { submit, saving } = useUserSave(form, user, {
    sendRole: access.canChangeRole,
    onSaved: unsaved.markSaved,
  });

  return (
    <div className="panel admin-editor">
      <PageTitle>{t.title}</PageTitle>
      <p className="admin-editor__subject">
        {`${user.name} ${user.surname}`.trim() || user.username}
        {user.disabled && <Tag color="red">{messages.userDisabled}</Tag>}
      </p>
      {access.notice && (
        <Alert className="admin-editor__notice" type="info" showIcon title={access.notice} />
      )}
      <Form<AdminUserValues>
        form={form}
        layout="vertical"
        name="user-editor"
        initialValues={initialValues}
        onFinish={submit}
        onValuesChange={unsaved.markChanged}
        disabled={!access.canEdit}
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        <UserFields
          currentUsername={user.username}
          councils={councils.data ?? []}
          councilsLoading={councils.isPending}
          editable={access.canEdit}
          self={viewer.id === user.id}
          roleOptions={roleOptionsFor(viewer.role, user.role)}
          roleEditable={access.canChangeRole}
          roleHint={access.roleHint}
        />
        <div className="form-actions">
          {access.canEdit && (
            <Button type="primary" htmlType="submit" loading={saving}>
              {t.save}
            </Button>
          )}
          <Button
            disabled={false}
            onClick={() => unsaved.confirmLeave(() => navigate(adminTabHref(1)))}
          >
            {t.back}
          </Button>
        </div>
      </Form>
      <LinkedEntities userId={user.id} />
    </div>
  );
}
