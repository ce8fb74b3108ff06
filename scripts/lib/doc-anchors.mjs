// The anchors of the repository's Markdown pages, as GitHub writes them: one for each heading (its
// text in lower case, punctuation dropped, spaces as hyphens, a repeated heading numbered -1, -2…)
// and one for each explicit `<a id="…">`. Used by the doc-citations lint rule and by
// scripts/check-doc-links.mjs, so a cited `docs/…md#anchor` is checked the same way everywhere.
import fs from 'node:fs';

/** The GitHub slug of a heading's text: inline code, emphasis and link targets count as text. */
export function headingSlug(heading) {
  const text = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .trim()
    .toLowerCase();
  return text.replace(/[^\p{L}\p{M}\p{N}\s_-]/gu, '').replace(/\s/g, '-');
}

/** Every anchor of a Markdown text; headings inside fenced code blocks are not headings. */
export function anchorsOf(markdown) {
  const anchors = new Set();
  const seen = new Map();
  let fence = null;
  for (const line of markdown.split('\n')) {
    const f = /^\s*(`{3,}|~{3,})/.exec(line);
    if (f) {
      if (!fence) fence = f[1][0];
      else if (f[1][0] === fence) fence = null;
      continue;
    }
    if (fence) continue;
    const h = /^ {0,3}#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const base = headingSlug(h[1]);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n ? `${base}-${n}` : base);
    }
    for (const a of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(a[1]);
  }
  return anchors;
}

const cache = new Map();

/** The anchors of the page at `file`, or null when there is no such file. Read once per change. */
export function anchorsOfFile(file) {
  let stat;
  try {
    stat = fs.statSync(file);
  } catch {
    return null;
  }
  if (!stat.isFile()) return null;
  const hit = cache.get(file);
  if (hit && hit.mtimeMs === stat.mtimeMs) return hit.anchors;
  const anchors = anchorsOf(fs.readFileSync(file, 'utf8'));
  cache.set(file, { mtimeMs: stat.mtimeMs, anchors });
  return anchors;
}

/**
 * Citations of repository pages in free text: `docs/….md` or the root `README.md`, each with an
 * optional `#anchor`. A path written inside another one (`apps/web/README.md`) is not one.
 */
const CITATION = /(?<![\w./-])(docs\/[\w./-]*?\.md|README\.md)(?!\w)(?:#([\p{L}\p{N}_-]+))?/gu;

/** The citations of `text` as { path, anchor }, the path relative to the repository root. */
export function citationsIn(text) {
  return [...text.matchAll(CITATION)].map((m) => ({ path: m[1], anchor: m[2] ?? null }));
}
