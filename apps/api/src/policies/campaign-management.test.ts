import { errorCatalogue } from '@extranet/shared/errors';
import { describe, expect, it } from 'vitest';
import { AppError } from '../plugins/app-error.ts';
import {
  assertCampaignAdmin,
  assertManagesCampaign,
  managesCampaign,
  seesCampaign,
  type ManagedCampaign,
} from './campaign-management.ts';

const CALLER_ID = 7;
const ORGANIZATION = 1;

/**
 * The whole table of docs/access-and-sessions.md#who-manages-a-campaign, one row per role and
 * supervisor flag, for a campaign of the caller's organization: does it manage the campaign,
 * see it when active, see it when inactive, and what the management gate answers.
 * Another organization's campaign is never managed nor seen, and the gate answers 404 (403 to
 * role 0) whatever the rest.
 */
const sameOrganization: {
  role: number;
  supervisor: boolean;
  manages: boolean;
  seesActive: boolean;
  seesInactive: boolean;
  gate: 'ok' | 403 | 404;
}[] = [
  { role: 0, supervisor: false, manages: false, seesActive: true, seesInactive: false, gate: 403 },
  // A participant still recorded as supervisor (a demoted gestor) manages nothing.
  { role: 0, supervisor: true, manages: false, seesActive: true, seesInactive: false, gate: 403 },
  { role: 1, supervisor: false, manages: false, seesActive: true, seesInactive: false, gate: 404 },
  { role: 1, supervisor: true, manages: true, seesActive: true, seesInactive: true, gate: 'ok' },
  { role: 2, supervisor: false, manages: true, seesActive: true, seesInactive: true, gate: 'ok' },
  { role: 2, supervisor: true, manages: true, seesActive: true, seesInactive: true, gate: 'ok' },
  { role: 3, supervisor: false, manages: true, seesActive: true, seesInactive: true, gate: 'ok' },
  { role: 3, supervisor: true, manages: true, seesActive: true, seesInactive: true, gate: 'ok' },
];

const campaign = (facts: { supervisor: boolean; sameOrg: boolean; active: boolean }) =>
  ({
    supervisorId: facts.supervisor ? CALLER_ID : 99,
    organizationId: facts.sameOrg ? ORGANIZATION : 2,
    active: facts.active,
  }) satisfies ManagedCampaign;

/** What the gate does: 'ok', or the status of the AppError it throws. */
function gateOf(run: () => void): 'ok' | number {
  try {
    run();
    return 'ok';
  } catch (err) {
    if (err instanceof AppError) return errorCatalogue[err.code].status;
    throw err;
  }
}

describe('who manages a campaign (docs/access-and-sessions.md)', () => {
  for (const row of sameOrganization) {
    const caller = { id: CALLER_ID, role: row.role, organizationId: ORGANIZATION };
    const who = `role ${row.role}${row.supervisor ? ', recorded as supervisor' : ''}`;

    for (const active of [true, false]) {
      const state = active ? 'active' : 'inactive';

      it(`${who}: a ${state} campaign of its organization`, () => {
        const own = campaign({ supervisor: row.supervisor, sameOrg: true, active });
        expect(managesCampaign(caller, own)).toBe(row.manages);
        expect(seesCampaign(caller, own)).toBe(active ? row.seesActive : row.seesInactive);
        expect(gateOf(() => assertManagesCampaign(caller, own))).toBe(row.gate);
      });

      it(`${who}: a ${state} campaign of another organization does not exist`, () => {
        const foreign = campaign({ supervisor: row.supervisor, sameOrg: false, active });
        expect(managesCampaign(caller, foreign)).toBe(false);
        expect(seesCampaign(caller, foreign)).toBe(false);
        expect(gateOf(() => assertManagesCampaign(caller, foreign))).toBe(
          row.role === 0 ? 403 : 404,
        );
      });
    }

    it(`${who}: a missing campaign`, () => {
      expect(gateOf(() => assertManagesCampaign(caller, undefined))).toBe(
        row.role === 0 ? 403 : 404,
      );
    });

    it(`${who}: the admin-only campaign actions`, () => {
      expect(gateOf(() => assertCampaignAdmin(caller))).toBe(row.role >= 2 ? 'ok' : 403);
    });
  }
});
