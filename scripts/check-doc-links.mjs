// Checks that the Markdown pages lead somewhere: every relative link of docs/**/*.md and
// README.md names a file of the repository, and a link or a `docs/….md#anchor` citation to a page
// names one of its headings. Part of `npm run check`; prints each broken link and exits 1.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { anchorsOfFile, citationsIn } from './lib/doc-anchors.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

function markdownFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return markdownFiles(p);
    return e.name.endsWith('.md') ? [p] : [];
  });
}

/** The lines of a page outside fenced code blocks, with their numbers. */
function proseLines(text) {
  const lines = [];
  let fence = null;
  text.split('\n').forEach((line, i) => {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (!fence) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
    } else if (!fence) lines.push({ line, number: i + 1 });
  });
  return lines;
}

/** What is wrong with `target` (a file path, optionally with #anchor), or null. */
function problemOf(file, anchor, shown) {
  const anchors = anchorsOfFile(file);
  if (!anchors) {
    return fs.existsSync(file) && !anchor ? null : `'${shown}' does not exist`;
  }
  if (anchor && !anchors.has(anchor)) return `'${shown}' has no heading '#${anchor}'`;
  return null;
}

const LINK = /!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g;
const problems = [];
for (const page of [...markdownFiles(path.join(root, 'docs')), path.join(root, 'README.md')]) {
  const rel = path.relative(root, page);
  for (const { line, number } of proseLines(fs.readFileSync(page, 'utf8'))) {
    const where = `${rel}:${number}`;
    const withoutCode = line.replace(/`[^`]*`/g, '');
    for (const [, target] of withoutCode.matchAll(LINK)) {
      if (/^[a-z][a-z0-9+.-]*:/i.test(target)) continue; // http:, https:, mailto:
      const [pathPart, anchor] = target.split('#');
      const file = pathPart ? path.resolve(path.dirname(page), decodeURI(pathPart)) : page;
      const problem = problemOf(file, anchor, target);
      if (problem) problems.push(`${where}: link ${problem}`);
    }
    // a link's target is relative to the page, a citation in the text to the repository root
    for (const c of citationsIn(line.replace(LINK, ''))) {
      const shown = c.anchor ? `${c.path}#${c.anchor}` : c.path;
      const problem = problemOf(path.join(root, c.path), c.anchor, shown);
      if (problem) problems.push(`${where}: citation ${problem}`);
    }
  }
}

if (problems.length) {
  console.error(problems.join('\n'));
  console.error(`${problems.length} broken link(s) in the Markdown pages.`);
  process.exit(1);
}
console.log('Markdown links: all lead to a page and heading of the repository.');
