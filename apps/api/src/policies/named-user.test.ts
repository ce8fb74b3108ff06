import { describe, expect, it } from 'vitest';
import { makeOrganization, makeUser } from '../../test/factories.ts';
import { useTestApp } from '../../test/harness.ts';
import { assertMayNameUser } from './named-user.ts';

const t = useTestApp();

const notFound = expect.objectContaining({ code: 'not found' });

describe('a user id in a path', () => {
  it("is one's own at any role", async () => {
    const participant = await makeUser(t.db);
    await expect(assertMayNameUser(t.db, participant, participant.id)).resolves.toBeUndefined();
  });

  it("is another user's only for role 2+ of that user's organization", async () => {
    const named = await makeUser(t.db);
    for (const role of [0, 1] as const) {
      const caller = await makeUser(t.db, { role });
      await expect(assertMayNameUser(t.db, caller, named.id)).rejects.toThrow(notFound);
    }
    for (const role of [2, 3] as const) {
      const caller = await makeUser(t.db, { role });
      await expect(assertMayNameUser(t.db, caller, named.id)).resolves.toBeUndefined();
    }
  });

  it("is not found for another organization's user or an unknown id, whatever the role", async () => {
    const named = await makeUser(t.db);
    const elsewhere = await makeOrganization(t.db);
    const foreign = await makeUser(t.db, { role: 3, organizationId: elsewhere.id });
    await expect(assertMayNameUser(t.db, foreign, named.id)).rejects.toThrow(notFound);
    await expect(assertMayNameUser(t.db, foreign, 2_000_000_000)).rejects.toThrow(notFound);
  });
});
