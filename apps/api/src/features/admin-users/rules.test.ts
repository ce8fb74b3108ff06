import { describe, expect, it } from 'vitest';
import { creationRefusal, disableRefusal, editRefusal, roleFilterRefusal } from './rules.ts';

const person = (id: number, role: number, organizationId = 1) => ({ id, role, organizationId });

// docs/product/README.md#roles-and-permissions
describe('editRefusal', () => {
  it.each([
    ['a gestor edits a participant', person(1, 1), person(2, 0), undefined, null],
    ['a gestor keeps a participant role 0', person(1, 1), person(2, 0), 0, null],
    ['a gestor raises a participant', person(1, 1), person(2, 0), 1, 'role not allowed'],
    ['a gestor edits another gestor', person(1, 1), person(2, 1), undefined, 'forbidden'],
    ['a gestor edits an administrator', person(1, 1), person(2, 2), undefined, 'forbidden'],
    ['a gestor edits itself', person(1, 1), person(1, 1), 1, null],
    ['an administrator gives role 2', person(1, 2), person(2, 0), 2, null],
    ['an administrator gives role 3', person(1, 2), person(2, 0), 3, 'role not allowed'],
    ['an administrator edits a superuser', person(1, 2), person(2, 3), undefined, 'forbidden'],
    ['an administrator lowers itself', person(1, 2), person(1, 2), 1, 'role not allowed'],
    ['a superuser gives role 3', person(1, 3), person(2, 2), 3, null],
    ['a superuser lowers itself', person(1, 3), person(1, 3), 2, 'role not allowed'],
    ['a superuser names another organization', person(1, 3), person(2, 0, 9), 0, 'not found'],
    ['a participant names another', person(1, 0), person(2, 0), undefined, 'not found'],
  ])('%s → %s', (_case, caller, target, role, expected) => {
    expect(editRefusal(caller, target, role)).toBe(expected);
  });
});

// docs/product/README.md#roles-and-permissions
describe('creationRefusal, disableRefusal, roleFilterRefusal', () => {
  it('lets only role 2+ create, and never above its own role', () => {
    expect(creationRefusal(person(1, 1), 0)).toBe('forbidden');
    expect(creationRefusal(person(1, 2), 2)).toBeNull();
    expect(creationRefusal(person(1, 2), 3)).toBe('role not allowed');
    expect(creationRefusal(person(1, 3), 3)).toBeNull();
  });

  it('lets role 2+ disable others of its organization up to its own role', () => {
    expect(disableRefusal(person(1, 1), person(2, 0))).toBe('forbidden');
    expect(disableRefusal(person(1, 2), person(1, 2))).toBe('user cannot disable itself');
    expect(disableRefusal(person(1, 2), person(2, 2))).toBeNull();
    expect(disableRefusal(person(1, 2), person(2, 3))).toBe('forbidden');
    expect(disableRefusal(person(1, 3), person(2, 0, 4))).toBe('not found');
  });

  it('lets only a superuser filter by role 3', () => {
    expect(roleFilterRefusal(person(1, 2), 3)).toBe('role not allowed');
    expect(roleFilterRefusal(person(1, 2), -1)).toBeNull();
    expect(roleFilterRefusal(person(1, 3), 3)).toBeNull();
  });
});
