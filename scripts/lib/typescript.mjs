// Imports the TypeScript sources (apps/api, packages/shared) from a plain .mjs script through
// tsx's loader, as scripts/start.mjs does. The loader is registered once per process, on the
// first call, so scripts that never touch TypeScript do not pay for it.
let registered;

/** `import(url)` of a .ts module (or of anything that imports one); `url` must be absolute. */
export async function importTs(url) {
  registered ??= import('tsx/esm/api').then(({ register }) => register());
  await registered;
  return import(url);
}

/** Absolute URL of a file of the repository, from its path relative to the root. */
export const repoUrl = (path) => new URL(`../../${path}`, import.meta.url).href;
