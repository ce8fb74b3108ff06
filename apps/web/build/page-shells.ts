import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type Rolldown } from 'vite';
import type { PageShell } from '../src/app/page-shells.tsx';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const ROOT = '<div id="root"></div>';

/** The build's list of painted pages, by address, that the server reads. */
const PAINTED_PAGES = 'painted-pages.json';

/** The stylesheets of a page module's chunk and of the chunks it imports, in their order. */
function pageStylesheets(bundle: OutputBundle, module: string): string[] {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const page = chunks.find((c) => c.facadeModuleId?.endsWith(`/src/${module}`));
  if (!page) throw new Error(`page-shells: no chunk for ${module}`);
  const css = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk) return;
    chunk.imports.forEach((file) => visit(bundle[file] as OutputChunk | undefined));
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
  };
  visit(page);
  return [...css];
}

/**
 * A screen's HTML, told unavailable until the app replaces it (a key typed or a button
 * pressed there would be lost when the app renders the screen again): its controls marked
 * `aria-disabled`, which assistive technologies announce and test drivers wait on, its inputs
 * read-only, and its buttons plain buttons (a submit would send the form to the address itself).
 * The links work as they are.
 */
const inert = (html: string) =>
  html
    .replace(/<input /g, '<input readonly="" aria-disabled="true" ')
    .replace(/<button /g, '<button aria-disabled="true" ')
    .replace(/aria-disabled="false"/g, 'aria-disabled="true"')
    .replace(/type="submit"/g, 'type="button"');

/**
 * Writes a page for each screen of src/app/page-shells.tsx (`login.html`, `calendar.html`):
 * index.html with the screen already in it, rendered by React in Node during the build, and
 * `painted-pages.json`, their addresses. The server sends them for those addresses, so a phone
 * paints the screen as soon as the HTML and the stylesheets arrive, before any script
 * (docs/architecture.md#performance-on-phones).
 */
export function pageShells(): Plugin {
  return {
    name: 'page-shells',
    apply: 'build',
    // After Vite has written index.html with its scripts and stylesheets.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('page-shells: no index.html in the build');
      const page = String(index.source);
      if (!page.includes(ROOT)) throw new Error(`page-shells: index.html has no ${ROOT}`);
      const server = await createServer({
        configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
        mode: 'production',
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderPageShells } = (await server.ssrLoadModule('/src/app/page-shells.tsx')) as {
          renderPageShells: () => PageShell[];
        };
        const shells = renderPageShells();
        for (const shell of shells) {
          // The screen's own stylesheets too, which the app would load only with its chunk.
          const links = pageStylesheets(bundle, shell.module)
            .filter((file) => !page.includes(`/${file}"`))
            .map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`)
            .join('');
          this.emitFile({
            type: 'asset',
            fileName: shell.file,
            source: page
              // The scripts wait for the entry to ask for them: on a slow line they would share
              // it with the stylesheets that the painted screen waits for.
              .replace(/ *<link rel="modulepreload"[^>]*>\n/g, '')
              .replace('  </head>', `${links}  </head>`)
              .replace(ROOT, `<div id="root">${inert(shell.html)}</div>`),
          });
        }
        // Which page the server sends for which address (apps/api/src/plugins/spa.ts).
        this.emitFile({
          type: 'asset',
          fileName: PAINTED_PAGES,
          source: JSON.stringify(Object.fromEntries(shells.map((s) => [s.path, s.file]))),
        });
      } finally {
        await server.close();
      }
    },
  };
}
