import { describe, expect, it } from 'vitest';
import { profileIssueOf, type ProfileFacts } from './profile.ts';

const complete: ProfileFacts = {
  mustChangePassword: false,
  rgpdAgreed: true,
  name: 'Ana',
  surname: 'Prueba',
  email: 'ana@correo.test',
  councilId: 1,
};

describe('profileIssueOf (docs/access-and-sessions.md)', () => {
  it('lets a complete user with the agreement through', () => {
    expect(profileIssueOf(complete)).toBeNull();
  });

  it('asks first for the password, then the agreement, then the data', () => {
    const everything = { ...complete, mustChangePassword: true, rgpdAgreed: false, email: '' };
    expect(profileIssueOf(everything)).toBe('password');
    expect(profileIssueOf({ ...everything, mustChangePassword: false })).toBe('privacy');
    expect(profileIssueOf({ ...complete, email: '' })).toBe('data');
  });

  it('counts blank name, surname or e-mail, and a missing council, as incomplete data', () => {
    expect(profileIssueOf({ ...complete, name: '  ' })).toBe('data');
    expect(profileIssueOf({ ...complete, surname: '' })).toBe('data');
    expect(profileIssueOf({ ...complete, councilId: null })).toBe('data');
  });
});
