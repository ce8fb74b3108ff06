import { describe, expect, it } from 'vitest';
import { managesAnyCampaign, managesCampaign, Role } from './roles.ts';

describe('managesCampaign', () => {
  const supervisor = { id: 7, role: Role.Supervisor };

  it('lets every administrator and superuser manage any campaign', () => {
    expect(managesCampaign({ id: 1, role: Role.Admin }, null)).toBe(true);
    expect(managesCampaign({ id: 1, role: Role.Superuser }, 99)).toBe(true);
  });

  it('lets a gestor manage only the campaigns it supervises', () => {
    expect(managesCampaign(supervisor, 7)).toBe(true);
    expect(managesCampaign(supervisor, 8)).toBe(false);
    expect(managesCampaign(supervisor, null)).toBe(false);
  });

  it('never lets a participant manage, even one named as supervisor', () => {
    expect(managesCampaign({ id: 7, role: Role.Participant }, 7)).toBe(false);
  });
});

describe('managesAnyCampaign', () => {
  it('knows without the campaign for administrators and participants, not for a gestor', () => {
    expect(managesAnyCampaign({ role: Role.Admin })).toBe(true);
    expect(managesAnyCampaign({ role: Role.Superuser })).toBe(true);
    expect(managesAnyCampaign({ role: Role.Participant })).toBe(false);
    expect(managesAnyCampaign({ role: Role.Supervisor })).toBeUndefined();
  });

  it('agrees with managesCampaign whenever it knows', () => {
    for (const role of [Role.Participant, Role.Admin, Role.Superuser]) {
      for (const supervisorId of [null, 1, 2]) {
        expect(managesCampaign({ id: 1, role }, supervisorId)).toBe(managesAnyCampaign({ role }));
      }
    }
  });
});
