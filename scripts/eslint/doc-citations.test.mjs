import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The real eslint.config.js; only its type-aware rules are off, since the planted text is not a
// file on disk that a tsconfig could hold.
const eslint = new ESLint({ cwd: repoRoot, overrideConfig: tseslint.configs.disableTypeChecked });
const filePath = 'apps/api/src/features/x/y.ts';
const SECTION = '\u00a7';

/** The doc-citations messages for `code` linted as an API feature file. */
async function citationErrors(code) {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'doc-citations/valid').map((m) => m.message);
}

describe('the doc-citations lint rule', () => {
  it('refuses a comment citing a page that does not exist', async () => {
    const errors = await citationErrors(
      '// See docs/product/nope.md#places.\nexport const a = 1;\n',
    );
    expect(errors).toEqual(["'docs/product/nope.md' is not a page of the repository."]);
  });

  it('refuses a comment citing an anchor the page does not have', async () => {
    const errors = await citationErrors(
      '/** Places (docs/product/requests.md#no-such-heading). */\nexport const a = 1;\n',
    );
    expect(errors).toEqual([
      "'docs/product/requests.md' has no heading whose anchor is '#no-such-heading'.",
    ]);
  });

  it('refuses a comment or a string citing the briefings instead of a page', async () => {
    const briefing = `spec ${SECTION}2`;
    const design = ['design', 'md'].join('.');
    const errors = await citationErrors(
      `// The screen of ${briefing}.\n// As ${design} ${SECTION}4 says.\nexport const t = 'as in ${briefing}';\n`,
    );
    expect(errors).toHaveLength(3);
    expect(new Set(errors)).toEqual(
      new Set([
        'This cites a briefing that is not in the repository; cite the page under docs/ that says it.',
      ]),
    );
  });

  it('accepts a comment citing an existing page and heading', async () => {
    const errors = await citationErrors(
      '/** Places (docs/product/requests.md#places, README.md#configuration). */\nexport const a = 1;\n',
    );
    expect(errors).toEqual([]);
  });
});
