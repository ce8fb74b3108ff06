// Lint rule: code cites the repository's own pages, and each citation leads somewhere.
// A comment citing `docs/….md` or `README.md` must name a page that exists (from the repository
// root), and its `#anchor` must be one of that page's headings. No comment or string may cite the
// product or design briefings the code was first written from: they are not in the repository,
// so a reader could never follow such a citation.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { anchorsOfFile, citationsIn } from '../lib/doc-anchors.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

// Written in pieces so that a search of the repository for these citations finds none here.
const SECTION = '\u00a7';
const BRIEFINGS = [
  new RegExp(`\\b[Ss]pec\\s?${SECTION}`),
  new RegExp(`\\b(?:design|reports)\\.md\\b`),
];

const briefingIn = (text) => BRIEFINGS.some((re) => re.test(text));

/** @type {import('eslint').Rule.RuleModule} */
const validCitations = {
  meta: {
    type: 'problem',
    docs: { description: "cite the repository's own pages, and only pages and anchors that exist" },
    schema: [],
    messages: {
      missingPage: "'{{path}}' is not a page of the repository.",
      missingAnchor: "'{{path}}' has no heading whose anchor is '#{{anchor}}'.",
      briefing:
        'This cites a briefing that is not in the repository; cite the page under docs/ that says it.',
    },
  },
  create(context) {
    const sourceCode = context.sourceCode;

    function checkCitations(comment) {
      for (const c of citationsIn(comment.value)) {
        const anchors = anchorsOfFile(path.join(ROOT, c.path));
        if (!anchors) {
          context.report({ loc: comment.loc, messageId: 'missingPage', data: { path: c.path } });
        } else if (c.anchor && !anchors.has(c.anchor)) {
          context.report({
            loc: comment.loc,
            messageId: 'missingAnchor',
            data: { path: c.path, anchor: c.anchor },
          });
        }
      }
    }

    return {
      Program() {
        for (const comment of sourceCode.getAllComments()) {
          checkCitations(comment);
          if (briefingIn(comment.value))
            context.report({ loc: comment.loc, messageId: 'briefing' });
        }
      },
      Literal(node) {
        if (typeof node.value === 'string' && briefingIn(node.value))
          context.report({ node, messageId: 'briefing' });
      },
      TemplateElement(node) {
        if (briefingIn(node.value.cooked ?? node.value.raw))
          context.report({ node, messageId: 'briefing' });
      },
    };
  },
};

export const docCitations = { rules: { valid: validCitations } };
