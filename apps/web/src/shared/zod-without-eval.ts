// zod compiles its object parsers with `new Function` when the page allows it, and probes that
// once by trying. Under the app's Content Security Policy (`script-src 'self'`) the probe is
// refused and the browser logs it as a policy issue, although zod then parses without it. zod
// reads its settings from this global, made when zod loads if missing: set before any zod module
// is evaluated (main.tsx imports this first), `jitless` skips the probe
// (docs/architecture.md#performance-on-phones).
const zodSettings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
zodSettings.__zod_globalConfig = { ...zodSettings.__zod_globalConfig, jitless: true };
