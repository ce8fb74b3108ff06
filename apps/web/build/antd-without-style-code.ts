import type { Plugin } from 'vite';

/** The helpers through which every antd component declares its style (antd/es/<name>/style/). */
const STYLE_HOOK_MAKERS = new Set([
  'genStyleHooks',
  'genComponentStyleHook',
  'genSubStyleComponent',
]);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

const isNode = (value: unknown): value is Node =>
  typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** Every call `genStyleHooks(name, styleFn, …)` (and its two siblings) under `node`. */
function styleHookCalls(node: Node, found: Node[] = []): Node[] {
  if (node.type === 'CallExpression') {
    const callee = node.callee as Node & { name?: string };
    if (callee.type === 'Identifier' && STYLE_HOOK_MAKERS.has(callee.name ?? '')) found.push(node);
  }
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) value.filter(isNode).forEach((child) => styleHookCalls(child, found));
    else if (isNode(value)) styleHookCalls(value, found);
  }
  return found;
}

/**
 * Leaves out of a build the functions that write antd's styles: a build never calls them, since
 * its stylesheet is made at build time (antd-static-style.ts) and antd runs with `zeroRuntime`
 * (docs/architecture.md#performance-on-phones). Each component's style hook keeps its name and
 * its token defaults (the CSS variables antd still sets at run time); its style function becomes
 * an empty one, and what only that function used is dropped with it.
 */
export function antdWithoutStyleCode(): Plugin {
  return {
    name: 'antd-without-style-code',
    apply: 'build',
    transform(code, id) {
      if (!/[\\/]node_modules[\\/]antd[\\/]es[\\/][\w-]+[\\/]style[\\/][\w-]+\.js$/.test(id))
        return;
      const calls = styleHookCalls(this.parse(code) as unknown as Node);
      if (calls.length === 0) return;
      let result = code;
      // From the end, so that earlier offsets stay valid.
      for (const call of calls.sort((a, b) => b.start - a.start)) {
        const styleFn = (call.arguments as Node[])[1];
        if (!styleFn) continue;
        result = `${result.slice(0, styleFn.start)}() => []${result.slice(styleFn.end)}`;
      }
      return { code: result, map: null };
    },
  };
}
