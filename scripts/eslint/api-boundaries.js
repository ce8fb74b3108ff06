// Lint rule: the API's features meet only at their public files (docs/architecture.md#feature-boundaries).
// A file of `apps/api/src/features/<x>/` imports its own feature's files, the shared modules
// outside features/ (db/, plugins/, mail/, policies/, repositories/, time/, config.ts), packages,
// and another feature only through `features/<y>/public.ts`. The shared modules import no
// feature at all. `app.ts` is the composition root: it registers every feature's routes, and
// nothing but `server.ts` and the tests imports it. `no-restricted-imports` cannot say this: its
// patterns see the import's text, not where it leads, and '../files/x.ts' is the orders feature's
// own folder from orders/manage/ but another feature from orders/.
import path from 'node:path';

const SHARED_FOLDERS = new Set(['db', 'plugins', 'mail', 'policies', 'repositories', 'time']);
const SHARED_FILES = new Set(['config.ts']);
const COMPOSITION_ROOT = new Set(['app.ts', 'server.ts']);

/** The part of `file` under `apps/api/src/`, split into folders and name; null outside it. */
function apiSourcePath(file) {
  const parts = path.resolve(file).split(path.sep);
  for (let i = parts.length - 3; i >= 0; i--) {
    if (parts[i] === 'apps' && parts[i + 1] === 'api' && parts[i + 2] === 'src') {
      return { root: parts.slice(0, i + 3).join(path.sep), parts: parts.slice(i + 3) };
    }
  }
  return null;
}

/** Why an import from `from` (parts under src/) of `to` (parts under src/) is refused, or null. */
function refusal(from, to, isTest) {
  const [top, name] = to;
  const fromFeature = from[0] === 'features' ? from[1] : null;
  if (to.length === 1 && COMPOSITION_ROOT.has(top)) return isTest ? null : 'compositionRoot';
  if (top === 'features') {
    if (fromFeature === null) return 'featureFromShared';
    if (name === fromFeature) return null;
    return to.length === 3 && to[2] === 'public.ts' ? null : 'otherFeature';
  }
  if (fromFeature === null) return null;
  if (to.length === 1 ? SHARED_FILES.has(top) : SHARED_FOLDERS.has(top)) return null;
  return 'notShared';
}

/** @type {import('eslint').Rule.RuleModule} */
const featureImports = {
  meta: {
    type: 'problem',
    docs: { description: 'API features meet only through features/<x>/public.ts' },
    schema: [],
    messages: {
      otherFeature:
        "'{{source}}' is inside another feature: import what it offers from its public.ts, or move shared code to repositories/ or policies/.",
      featureFromShared: "'{{source}}' is a feature: code outside features/ imports none.",
      compositionRoot:
        "'{{source}}' is the composition root: only server.ts and the tests import it.",
      notShared:
        "'{{source}}' is not a shared module: a feature imports db/, plugins/, mail/, policies/, repositories/, time/ and config.ts.",
    },
  },
  create(context) {
    const from = apiSourcePath(context.filename);
    if (!from || (from.parts.length === 1 && COMPOSITION_ROOT.has(from.parts[0]))) return {};
    const isTest = /\.test\.ts$/.test(context.filename);

    function check(node) {
      const source = node.source;
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const target = path.resolve(path.dirname(context.filename), source.value);
      const relative = path.relative(from.root, target);
      if (relative.startsWith('..') || path.isAbsolute(relative)) return;
      const messageId = refusal(from.parts, relative.split(path.sep), isTest);
      if (messageId) context.report({ node: source, messageId, data: { source: source.value } });
    }

    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export const apiBoundaries = { rules: { 'feature-imports': featureImports } };
