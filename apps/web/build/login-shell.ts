import { fileURLToPath } from 'node:url';
import { createServer, type Plugin, type Rolldown } from 'vite';

type OutputBundle = Rolldown.OutputBundle;
type OutputChunk = Rolldown.OutputChunk;

const ROOT = '<div id="root"></div>';

/** The stylesheets of the login screen's chunk and of the chunks it imports, in their order. */
function loginStylesheets(bundle: OutputBundle): string[] {
  const chunks = Object.values(bundle).filter((o): o is OutputChunk => o.type === 'chunk');
  const login = chunks.find((c) =>
    c.facadeModuleId?.endsWith('/features/auth/pages/login-page.tsx'),
  );
  if (!login) throw new Error('login-shell: no chunk for the login page');
  const css = new Set<string>();
  const visit = (chunk: OutputChunk | undefined) => {
    if (!chunk) return;
    chunk.imports.forEach((file) => visit(bundle[file] as OutputChunk | undefined));
    chunk.viteMetadata?.importedCss.forEach((file) => css.add(file));
  };
  visit(login);
  return [...css];
}

/**
 * The login screen's HTML, told unavailable until the app replaces it (a key typed or a button
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
 * Writes `login.html`: index.html with the login screen already in it, rendered by React in Node
 * during the build (src/app/login-shell.tsx). The server sends it for `/`, so a phone paints the
 * form as soon as the HTML and the stylesheets arrive, before any script
 * (docs/architecture.md#performance-on-phones).
 */
export function loginShell(): Plugin {
  return {
    name: 'login-shell',
    apply: 'build',
    // After Vite has written index.html with its scripts and stylesheets.
    enforce: 'post',
    async generateBundle(_options, bundle) {
      const index = bundle['index.html'];
      if (index?.type !== 'asset') throw new Error('login-shell: no index.html in the build');
      const page = String(index.source);
      if (!page.includes(ROOT)) throw new Error(`login-shell: index.html has no ${ROOT}`);
      const server = await createServer({
        configFile: fileURLToPath(new URL('../vite.config.ts', import.meta.url)),
        mode: 'production',
        appType: 'custom',
        logLevel: 'error',
        server: { middlewareMode: true, hmr: false, ws: false },
      });
      try {
        const { renderLoginShell } = (await server.ssrLoadModule('/src/app/login-shell.tsx')) as {
          renderLoginShell: () => string;
        };
        const shell = inert(renderLoginShell());
        // The screen's own stylesheets too, which the app would load only with its chunk.
        const links = loginStylesheets(bundle)
          .filter((file) => !page.includes(`/${file}"`))
          .map((file) => `    <link rel="stylesheet" crossorigin href="/${file}">\n`)
          .join('');
        this.emitFile({
          type: 'asset',
          fileName: 'login.html',
          source: page
            // The scripts wait for the entry to ask for them: on a slow line they would share it
            // with the stylesheets that the painted form waits for.
            .replace(/ *<link rel="modulepreload"[^>]*>\n/g, '')
            .replace('  </head>', `${links}  </head>`)
            .replace(ROOT, `<div id="root">${shell}</div>`),
        });
      } finally {
        await server.close();
      }
    },
  };
}
