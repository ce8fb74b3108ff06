import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type Rolldown } from 'vite';
import { inertMarkup } from '../src/app/inert-markup.ts';
import type { PageShell } from '../src/app/page-shells.tsx';
import { screenFrameModules, screenTemplates } from '../src/app/screen-templates.ts';

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
 * index.html for a screen painted ahead: with the stylesheets of `modules` and of the chunks they
 * import, which the app would load only with their chunks, and without the scripts' preloads,
 * which on a slow line would share it with the stylesheets the painted screen waits for (the
 * entry asks for the scripts as before).
 */
function pageFor(page: string, bundle: OutputBundle, modules: string[]): string {
  const links = [...new Set(modules.flatMap((module) => pageStylesheets(bundle, module)))]
    .filter((file) => !page.includes(`/${file}"`))
    .map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`)
    .join('');
  return page
    .replace(/ *<link rel="modulepreload"[^>]*>\n/g, '')
    .replace('  </head>', `${links}  </head>`);
}

/**
 * Writes a page for each screen of src/app/page-shells.tsx (`login.html`, `calendar.html`):
 * index.html with the screen already in it, rendered by React in Node during the build, and
 * `painted-pages.json`, their addresses. The server sends them for those addresses, so a phone
 * paints the screen as soon as the HTML and the stylesheets arrive, before any script
 * (docs/architecture.md#performance-on-phones). Writes too the pages of src/app/screen-templates.ts,
 * which the server fills with a logged-in screen and its data.
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
          this.emitFile({
            type: 'asset',
            fileName: shell.file,
            source: pageFor(page, bundle, [shell.module]).replace(
              ROOT,
              `<div id="root">${inertMarkup(shell.html)}</div>`,
            ),
          });
        }
        // The pages the server fills with a logged-in screen and its data (server-screens.tsx).
        for (const { file, module } of Object.values(screenTemplates)) {
          this.emitFile({
            type: 'asset',
            fileName: file,
            source: pageFor(page, bundle, [module, ...screenFrameModules]),
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
