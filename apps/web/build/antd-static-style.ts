import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { createElement, type ReactElement } from 'react';
import type { Plugin } from 'vite';
import { theme } from '../src/shared/antd/theme.ts';

// antd, its style extractor and the icons' base style as CommonJS, one instance of each: the
// extractor renders antd's components inside its own style cache, which must be the one antd uses.
const require = createRequire(import.meta.url);
const antd = require('antd') as typeof import('antd');
const { extractStyle } = require('@ant-design/static-style-extract') as {
  extractStyle: (options: {
    includes: string[];
    antdInstance: unknown;
    customTheme: (node: ReactElement) => ReactElement;
  }) => string;
};
const { iconStyles } = require('@ant-design/icons/lib/utils') as { iconStyles: string };

/** `./date-picker` → `DatePicker`: antd's exports and the folders they come from (antd/es/index.js). */
function antdExportsByFolder(): Map<string, string[]> {
  const source = readFileSync(require.resolve('antd/es/index.js'), 'utf8');
  const byFolder = new Map<string, string[]>();
  for (const match of source.matchAll(/export \{ default as (\w+) \} from '\.\/([\w-]+)'/g)) {
    const [, name = '', folder = ''] = match;
    byFolder.set(folder, [...(byFolder.get(folder) ?? []), name]);
  }
  return byFolder;
}

/**
 * antd's stylesheet for the components the build holds, made at build time with the app's theme
 * (docs/architecture.md#performance-on-phones): the browser then runs none of antd's style
 * generation (`zeroRuntime` in theme.ts). Linked first in index.html, before the app's own CSS, as
 * antd placed its run-time styles first, so every rule keeps the precedence it had.
 */
export function antdStaticStyle(): Plugin {
  let fileName: string | undefined;
  return {
    name: 'antd-static-style',
    apply: 'build',
    // Before Vite writes index.html, which needs the stylesheet's name.
    enforce: 'pre',
    generateBundle(_options, bundle) {
      const folders = new Set<string>();
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) {
          const folder = /[\\/]node_modules[\\/]antd[\\/]es[\\/]([\w-]+)[\\/]/.exec(id)?.[1];
          if (folder) folders.add(folder);
        }
      }
      const includes = [...antdExportsByFolder()]
        .filter(([folder]) => folders.has(folder))
        .flatMap(([, names]) => names);
      const css = extractStyle({
        includes,
        antdInstance: antd,
        customTheme: (node) =>
          createElement(antd.ConfigProvider, { theme: { ...theme, zeroRuntime: false } }, node),
      });
      if (css.includes(':where(.css-')) throw new Error('antd-static-style: hashed selectors');
      const ref = this.emitFile({ type: 'asset', name: 'antd.css', source: iconStyles + css });
      fileName = this.getFileName(ref);
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (!fileName) throw new Error('antd-static-style: no stylesheet was made');
        return [
          {
            tag: 'link',
            attrs: { rel: 'stylesheet', crossorigin: true, href: `/${fileName}` },
            injectTo: 'head-prepend',
          },
        ];
      },
    },
  };
}
