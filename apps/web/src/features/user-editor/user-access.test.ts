// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { roleOptionsFor, userEditAccess } from './user-access';
import { userEditorTexts as t } from './user-editor-texts';

const person = (id: number, role: number) => ({ id, role });
const values = (options: { value: number }[]) => options.map((option) => option.value);

// docs/product/README.md#roles-and-permissions
describe('roleOptionsFor', () => {
  it('offers roles 0-2 to a gestor and an administrator, 0-3 to a superuser', () => {
    expect(values(roleOptionsFor(1, 0))).toEqual([0, 1, 2]);
    expect(values(roleOptionsFor(2, 0))).toEqual([0, 1, 2]);
    expect(values(roleOptionsFor(3, 0))).toEqual([0, 1, 2, 3]);
  });

  it('names the roles in Spanish', () => {
    expect(roleOptionsFor(3, 0).map((option) => option.label)).toEqual([
      'Usuario',
      'Gestor',
      'Administrador',
      'Superusuario',
    ]);
  });

  it("keeps a superuser's own role among the choices so a fixed picker shows it", () => {
    expect(values(roleOptionsFor(2, 3))).toEqual([0, 1, 2, 3]);
  });
});

describe('userEditAccess (the API rules of docs/product/README.md#roles-and-permissions)', () => {
  it('lets a gestor edit a participant, never its role', () => {
    expect(userEditAccess(person(1, 1), person(2, 0))).toEqual({
      canEdit: true,
      canChangeRole: false,
      notice: null,
      roleHint: t.roleGestor,
    });
  });

  it('shows other gestors, administrators and superusers read-only to a gestor', () => {
    for (const role of [1, 2, 3]) {
      const access = userEditAccess(person(1, 1), person(2, role));
      expect(access).toMatchObject({ canEdit: false, canChangeRole: false });
      expect(access.notice).toBe(t.readOnlyGestor);
    }
  });

  it('lets an administrator edit roles 0-2 and change their role, a superuser read-only', () => {
    for (const role of [0, 1, 2]) {
      expect(userEditAccess(person(1, 2), person(2, role))).toMatchObject({
        canEdit: true,
        canChangeRole: true,
      });
    }
    const superuser = userEditAccess(person(1, 2), person(2, 3));
    expect(superuser).toMatchObject({ canEdit: false, notice: t.readOnlySuperuser });
  });

  it('lets a superuser edit everyone and change roles', () => {
    expect(userEditAccess(person(1, 3), person(2, 3))).toMatchObject({
      canEdit: true,
      canChangeRole: true,
    });
  });

  it('lets nobody change its own role, but its own data yes', () => {
    for (const role of [1, 2, 3]) {
      expect(userEditAccess(person(5, role), person(5, role))).toEqual({
        canEdit: true,
        canChangeRole: false,
        notice: null,
        roleHint: t.roleOwn,
      });
    }
  });
});
