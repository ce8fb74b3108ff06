import { fileURLToPath } from 'node:url';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown, type UserConfig } from 'vite';
import pkg from './package.json' with { type: 'json' };
import { antdStaticStyle } from './build/antd-static-style.ts';
import { antdWithoutStyleCode } from './build/antd-without-style-code.ts';
import { pageShells } from './build/page-shells.ts';

/** Libraries every screen needs: split from the app code so they cache across releases. */
const vendorGroups = [
  { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/ },
  {
    name: 'antd-core',
    test: /node_modules[\\/](@ant-design[\\/](cssinjs|cssinjs-utils|colors|fast-color)|@rc-component[\\/](util|motion|context|portal|resize-observer)|antd[\\/]es[\\/](config-provider|theme|style|_util|locale|app|message))[\\/]/,
  },
  { name: 'data', test: /node_modules[\\/](@tanstack|zod|dayjs)[\\/]/ },
  // Each icon a screen uses would otherwise be a chunk of its own, shared by the screens that use
  // it: a dozen requests on a list screen, each a round trip on a phone's line. The drawings make
  // a group of their own, taken first: the login draws a few without antd, and must not load
  // antd's icon code with them (docs/architecture.md#performance-on-phones).
  { name: 'icons', test: /node_modules[\\/]@ant-design[\\/]icons[\\/]/ },
  { name: 'icon-drawings', test: /node_modules[\\/]@ant-design[\\/]icons-svg[\\/]/, priority: 1 },
];

/**
 * Writes `.br` and `.gz` beside each text file of the build, once: the server sends them to
 * browsers that accept them (@fastify/static `preCompressed`), with no work per request.
 */
function precompress(): Plugin {
  return {
    name: 'precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? 'dist';
      for (const file of Object.values(bundle)) {
        if (!/\.(js|css|html|svg|json)$/.test(file.fileName)) continue;
        const source = file.type === 'chunk' ? file.code : file.source;
        const data = Buffer.from(source);
        if (data.length < 1024) continue;
        const path = join(dir, file.fileName);
        writeFileSync(`${path}.gz`, gzipSync(data, { level: 9 }));
        writeFileSync(
          `${path}.br`,
          brotliCompressSync(data, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
        );
      }
    },
  };
}

/**
 * The entry (src/main.tsx) only starts downloads: the shell it loads (src/app/start.tsx) and the
 * libraries under it serve every screen, so index.html asks for them at once, beside the entry,
 * rather than a round trip later.
 */
function preloadShell(): Plugin {
  return {
    name: 'preload-shell',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return;
        const chunkOf = (file: string) => {
          const output = bundle[file];
          return output?.type === 'chunk' ? output : undefined;
        };
        const start = Object.values(bundle).find(
          (output): output is Rolldown.OutputChunk =>
            output.type === 'chunk' && !!output.facadeModuleId?.endsWith('/src/app/start.tsx'),
        );
        if (!start) throw new Error('preload-shell: no chunk for src/app/start.tsx');
        const files = new Set<string>();
        const add = (file: string) => {
          if (files.has(file)) return;
          files.add(file);
          chunkOf(file)?.imports.forEach(add);
        };
        add(start.fileName);
        return [...files]
          .filter((file) => !html.includes(`/${file}"`))
          .map((file) => ({
            tag: 'link',
            attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` },
            injectTo: 'head' as const,
          }));
      },
    },
  };
}

const resolve = { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } };
const define = { __APP_VERSION__: JSON.stringify(pkg.version) };

/**
 * The logged-in screens the server paints with their data (src/app/server-screens.tsx), built for
 * Node into dist-ssr/ with every library bundled in, through the same antd build as the browser's
 * so that the markup is the one the app renders (docs/architecture.md#screens-painted-by-the-server).
 */
const serverScreens: UserConfig = {
  plugins: [react(), antdWithoutStyleCode()],
  resolve,
  // React's production build, whatever the server's own environment says.
  define: { ...define, 'process.env.NODE_ENV': JSON.stringify('production') },
  ssr: { noExternal: true },
  build: {
    outDir: 'dist-ssr',
    emptyOutDir: true,
    copyPublicDir: false,
    minify: false,
    // One file, loaded whole when the server starts: a release that replaces dist-ssr/ under a
    // running server cannot take a lazy chunk from under it.
    rolldownOptions: { output: { codeSplitting: false } },
  },
};

export default defineConfig(({ isSsrBuild }) =>
  isSsrBuild
    ? serverScreens
    : {
        plugins: [
          react(),
          antdStaticStyle(),
          antdWithoutStyleCode(),
          preloadShell(),
          pageShells(),
          precompress(),
        ],
        resolve,
        define,
        server: {
          proxy: { '/api': 'http://localhost:8080' },
        },
        build: {
          outDir: 'dist',
          manifest: true,
          // No preload link for each module a lazy chunk imports: appending them cost the entry
          // 35 to 45 ms of one task (about 180 ms on a 4× slower phone) on the logged-in
          // screens, and a screen's hidden parts (lazy-part.ts) then came before its largest
          // paint. The chunks' stylesheets are still loaded before their code runs
          // (docs/architecture.md#performance-on-phones).
          modulePreload: false,
          rolldownOptions: {
            output: {
              codeSplitting: { groups: vendorGroups },
            },
          },
        },
      },
);
