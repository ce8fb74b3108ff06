// Group `browser`: the built app started as `npm start` starts it, on a DATA_DIR filled by
// scripts/generate-catalogue.mjs (1,000 campaigns, 20,000 activities) before the start, driven
// by headless Chromium: /main first page interactive (main-page.mjs) and the form builder's
// keystroke with 60 fields (form-builder.mjs).
import { run } from '../lib/web-build.mjs';
import { launchChromium } from './chromium.mjs';
import { tempDataDir } from './demo-app.mjs';
import { CATALOGUE } from './lists.mjs';
import { formBuilderKeystroke } from './form-builder.mjs';
import { mainPageInteractive } from './main-page.mjs';
import { benchEnv, onCleanup, stopApp, timeToFirstLogin } from './processes.mjs';
import { reportError } from './report.mjs';

export async function browserGroup() {
  console.log('\n(browser) /main and the form builder in Chromium, on a generated catalogue');
  const dataDir = tempDataDir();
  const code = await run(
    process.execPath,
    [
      'scripts/generate-catalogue.mjs',
      '--campaigns',
      String(CATALOGUE.campaigns),
      '--activities',
      String(CATALOGUE.activities),
    ],
    { env: benchEnv({ DATA_DIR: dataDir }) },
  );
  if (code !== 0) throw new Error(`generate-catalogue.mjs exited with ${code}`);
  const { app } = await timeToFirstLogin(dataDir, 60_000);
  onCleanup(() => stopApp(app));
  const browser = await launchChromium();
  try {
    for (const [name, measure] of [
      ['/main first page interactive', mainPageInteractive],
      ['form builder keystroke', formBuilderKeystroke],
    ]) {
      try {
        await measure(browser, app.base);
      } catch (err) {
        reportError(name, err);
      }
    }
  } finally {
    await browser.close();
    await stopApp(app);
  }
}
