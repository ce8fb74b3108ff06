import { messages } from '@extranet/shared/messages';
import { Role } from '@extranet/shared/roles';
import type { User } from '@extranet/shared/schemas/user';
import { Button, Form } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { isSessionEnd } from '@/shared/api-error';
import { PageTitle } from '@/shared/components/page-title';
import { paths } from '@/shared/paths';
import { useCouncils } from '@/shared/reference/api';
import { readLinkedActivityId } from '@/shared/session/linked-activity';
import { postLoginDestination } from '@/shared/session/post-login';
import { sessionStore } from '@/shared/session/session-store';
import { toast } from '@/shared/toast';
import { placeUserRefusal } from '@/shared/user-form/user-refusal';
import { useOrganizations, useSaveOwnData } from '../api';
import { profileRequestOf, profileValuesOf, type ProfileValues } from '../profile-values';
import { useProfileActions } from '../use-profile-actions';
import { ProfileFields } from './profile-fields';

const cameFromLogin = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'fromLogin' in state && state.fromLogin === true;

/**
 * 'DATOS PERSONALES': the user's own data with save, logout and delete
 * (docs/product/accounts.md#profile, docs/product/accounts.md#personal-data).
 */
export function ProfileEditor({ user }: { user: User }) {
  const [form] = Form.useForm<ProfileValues>();
  const [initialValues] = useState(() => profileValuesOf(user));
  const location = useLocation();
  const navigate = useNavigate();
  const isSuperuser = user.role === Role.Superuser;
  const councils = useCouncils();
  const organizations = useOrganizations(isSuperuser);
  const save = useSaveOwnData();
  const { confirmLogout, confirmDelete } = useProfileActions(user.id);

  const showError = (err: unknown) => {
    if (isSessionEnd(err)) return;
    toast.error(placeUserRefusal(form, err) ?? messages.userSaveError);
  };

  const submit = (values: ProfileValues) => {
    const request = profileRequestOf(user, values, isSuperuser);
    if (!request.success) {
      toast.error(request.error.issues[0]?.message ?? messages.userSaveError);
      return;
    }
    save.mutate(request.data, {
      onSuccess: (saved) => {
        sessionStore.updateUser(saved, values.password ? values.password.length : undefined);
        form.setFieldsValue({ password: '', repeatPassword: '' });
        toast.success(messages.userSaved);
        if (!cameFromLogin(location.state)) return;
        const { path } = postLoginDestination({
          user: saved,
          passwordLength: sessionStore.get()?.passwordLength ?? 0,
          storedLinkedActivityId: readLinkedActivityId(),
        });
        if (path !== paths.userProfile) navigate(path, { replace: true });
      },
      onError: showError,
    });
  };

  return (
    <div className="panel">
      <PageTitle>DATOS PERSONALES</PageTitle>
      <Form<ProfileValues>
        form={form}
        layout="vertical"
        name="profile"
        initialValues={initialValues}
        onFinish={submit}
      >
        <ProfileFields
          councils={councils.data ?? []}
          councilsLoading={councils.isLoading}
          organizations={isSuperuser ? (organizations.data ?? []) : null}
          askAgreement={!user.hasRGPDAgreed}
        />
        <div className="form-actions">
          <Button type="primary" htmlType="submit" loading={save.isPending}>
            GUARDAR DATOS
          </Button>
          <Button onClick={confirmLogout}>CERRAR SESION</Button>
          {!isSuperuser && (
            <Button danger onClick={confirmDelete}>
              BORRAR USUARIO
            </Button>
          )}
        </div>
      </Form>
    </div>
  );
}
