import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The real eslint.config.js; only its type-aware rules are off, since the planted text is not a
// file on disk that a tsconfig could hold.
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });
const RULE = 'api-boundaries/feature-imports';

/** The boundary rule's messages for one import line planted in `filePath`. */
async function boundaryErrors(filePath, importLine) {
  const [result] = await eslint.lintText(`${importLine}\nexport const used = x;\n`, { filePath });
  return result.messages.filter((m) => m.ruleId === RULE).map((m) => m.message);
}

const ordersFile = 'apps/api/src/features/orders/x.ts';

describe('the API feature boundary lint rule', () => {
  it("refuses an import of another feature's internals, however the path reaches it", async () => {
    for (const source of ['../users/service.ts', '../../features/users/service.ts']) {
      expect(await boundaryErrors(ordersFile, `import { x } from '${source}';`)).toEqual([
        `'${source}' is inside another feature: import what it offers from its public.ts, or move shared code to repositories/ or policies/.`,
      ]);
    }
  });

  it('refuses it from a sub-folder of a feature, and in a re-export or a dynamic import', async () => {
    const file = 'apps/api/src/features/orders/manage/x.ts';
    expect(await boundaryErrors(file, "import { x } from '../../users/queries.ts';")).toHaveLength(
      1,
    );
    expect(await boundaryErrors(file, "export { x } from '../../users/queries.ts';")).toHaveLength(
      1,
    );
    expect(
      await boundaryErrors(file, "const { x } = await import('../../users/queries.ts');"),
    ).toHaveLength(1);
  });

  it("lets a feature import another feature's public.ts", async () => {
    expect(await boundaryErrors(ordersFile, "import { x } from '../users/public.ts';")).toEqual([]);
    const file = 'apps/api/src/features/orders/manage/x.ts';
    expect(await boundaryErrors(file, "import { x } from '../../users/public.ts';")).toEqual([]);
  });

  it('lets a feature import its own files, in its own sub-folders too', async () => {
    const file = 'apps/api/src/features/orders/manage/x.ts';
    expect(await boundaryErrors(file, "import { x } from '../files/incoming.ts';")).toEqual([]);
    expect(await boundaryErrors(file, "import { x } from '../access.ts';")).toEqual([]);
  });

  it('lets a feature import the shared modules, config and packages', async () => {
    for (const source of [
      '../../db/client.ts',
      '../../plugins/app-error.ts',
      '../../mail/outbox.ts',
      '../../policies/campaign-management.ts',
      '../../repositories/users.ts',
      '../../time/today.ts',
      '../../config.ts',
      '@extranet/shared/roles',
      'drizzle-orm',
    ]) {
      expect(await boundaryErrors(ordersFile, `import { x } from '${source}';`)).toEqual([]);
    }
  });

  it('refuses app.ts to a feature, but not to a test', async () => {
    expect(await boundaryErrors(ordersFile, "import { x } from '../../app.ts';")).toEqual([
      "'../../app.ts' is the composition root: only server.ts and the tests import it.",
    ]);
    const test = 'apps/api/src/features/orders/x.test.ts';
    expect(await boundaryErrors(test, "import { x } from '../../app.ts';")).toEqual([]);
  });

  it('refuses a feature import from a shared module, and lets app.ts register routes', async () => {
    expect(
      await boundaryErrors(
        'apps/api/src/db/x.ts',
        "import { x } from '../features/users/queries.ts';",
      ),
    ).toEqual([
      "'../features/users/queries.ts' is a feature: code outside features/ imports none.",
    ]);
    expect(
      await boundaryErrors(
        'apps/api/src/app.ts',
        "import { x } from './features/users/routes.ts';",
      ),
    ).toEqual([]);
  });
});
