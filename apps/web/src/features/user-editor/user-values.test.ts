// @vitest-environment node
import { AdminChangeUserDataRequest } from '@extranet/shared/schemas/user-admin';
import { describe, expect, it } from 'vitest';
import { testUser } from '@/test/user';
import { adminUserRequestOf, adminUserValuesOf } from './user-values';

describe('adminUserValuesOf', () => {
  it("starts from the user's data, without a password", () => {
    const values = adminUserValuesOf(testUser({ role: 1, phone: '985000000' }));
    expect(values).toMatchObject({
      username: '12345678Z',
      name: 'Ana',
      phone: '985000000',
      councilId: 1,
      role: 1,
      password: '',
      repeatPassword: '',
    });
  });

  // docs/product/README.md#constants-and-limits
  it("defaults the council to id 1 and the province to 'Asturias'", () => {
    const values = adminUserValuesOf(testUser({ council: null, province: '' }));
    expect(values.councilId).toBe(1);
    expect(values.province).toBe('Asturias');
  });
});

// docs/product/administration-and-analytics.md#calls
describe('adminUserRequestOf (user/{id}/change-user-data/)', () => {
  const user = testUser({ id: 31, council: { id: 44, value: 'Oviedo' } });

  it('sends the data trimmed, no password when it is left blank, and the role when allowed', () => {
    const values = { ...adminUserValuesOf(user), name: '  Ana María ', username: 'x1234567l' };
    const request = adminUserRequestOf(user, { ...values, role: 2 }, { sendRole: true });
    expect(request).toEqual({
      id: 31,
      username: 'X1234567L',
      name: 'Ana María',
      surname: 'García',
      email: 'ana@example.es',
      phone: '',
      address: '',
      city: '',
      province: 'Asturias',
      postalCode: '',
      councilId: 44,
      role: 2,
    });
    expect(AdminChangeUserDataRequest.safeParse(request).success).toBe(true);
  });

  it('never names a role for a viewer who may not change it', () => {
    const request = adminUserRequestOf(user, adminUserValuesOf(user), { sendRole: false });
    expect(request).not.toHaveProperty('role');
  });

  it('sends a new password with its repeat, which the contract checks', () => {
    const values = { ...adminUserValuesOf(user), password: 'nueva-1', repeatPassword: 'nueva-2' };
    const request = adminUserRequestOf(user, values, { sendRole: false });
    expect(request).toMatchObject({ password: 'nueva-1', passwordRepeat: 'nueva-2' });
    const parsed = AdminChangeUserDataRequest.safeParse(request);
    expect(parsed.error?.issues[0]?.message).toBe('Los valores de la contraseña no coinciden');
  });

  it('leaves out a login that does not change, so a superuser named "admin" can be saved', () => {
    const admin = { ...user, username: 'admin' };
    const request = adminUserRequestOf(admin, adminUserValuesOf(admin), { sendRole: false });
    expect(request).not.toHaveProperty('username');
    expect(AdminChangeUserDataRequest.safeParse(request).success).toBe(true);
  });

  it('falls back to council id 1 when none is chosen', () => {
    const values = { ...adminUserValuesOf(user), councilId: undefined };
    expect(adminUserRequestOf(user, values, { sendRole: false }).councilId).toBe(1);
  });
});
