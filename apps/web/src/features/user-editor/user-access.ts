import { Role, roleNames } from '@extranet/shared/roles';
import { userEditorTexts as t } from './user-editor-texts';

/** A person as the rules need it: the viewer or the user being edited. */
export interface Person {
  id: number;
  role: number;
}

/**
 * What the viewer may do on /usereditadmin, mirroring the API's rules
 * (docs/product/README.md#roles-and-permissions).
 */
export interface UserEditAccess {
  /** GUARDAR and editable fields; false shows the form read-only. */
  canEdit: boolean;
  /** The role picker may change the role. */
  canChangeRole: boolean;
  /** Why the form is read-only or the role fixed, for the notice under the title or picker. */
  notice: string | null;
  roleHint: string | null;
}

/** The highest role whose users the viewer edits: a gestor participants, an admin 0-2. */
const highestEditableRole = (viewer: Person): number => {
  if (viewer.role >= Role.Superuser) return Role.Superuser;
  if (viewer.role >= Role.Admin) return Role.Admin;
  return Role.Participant;
};

/**
 * The API's `editRefusal` (apps/api admin-users/rules.ts) seen from the screen: a gestor edits
 * participants and never a role; an administrator users of roles 0-2 and gives 0-2; a superuser
 * everyone and gives 0-3; nobody changes its own role, but its own data yes.
 */
export function userEditAccess(viewer: Person, target: Person): UserEditAccess {
  const self = viewer.id === target.id;
  if (!self && target.role > highestEditableRole(viewer)) {
    const notice = viewer.role >= Role.Admin ? t.readOnlySuperuser : t.readOnlyGestor;
    return { canEdit: false, canChangeRole: false, notice, roleHint: null };
  }
  if (self) return { canEdit: true, canChangeRole: false, notice: null, roleHint: t.roleOwn };
  if (viewer.role < Role.Admin) {
    return { canEdit: true, canChangeRole: false, notice: null, roleHint: t.roleGestor };
  }
  return { canEdit: true, canChangeRole: true, notice: null, roleHint: null };
}

export interface RoleOption {
  value: number;
  label: string;
}

/**
 * The role picker's choices (docs/product/README.md#roles-and-permissions): roles 0-2, and 3 only
 * to a superuser. The user's current role is always among them, so a fixed picker still shows it.
 */
export function roleOptionsFor(viewerRole: number, currentRole: number): RoleOption[] {
  const highest = viewerRole >= Role.Superuser ? Role.Superuser : Role.Admin;
  const roles = [Role.Participant, Role.Supervisor, Role.Admin, Role.Superuser].filter(
    (role) => role <= highest || role === currentRole,
  );
  return roles.map((role) => ({ value: role, label: roleNames[role] }));
}
