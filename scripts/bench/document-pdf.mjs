// Part of group `documents` (documents.mjs): the PDF of the detail document the screen asked for
// (the same query, `format=pdf`), downloaded over HTTP by a child process (download-child.mjs):
// time to the last byte, median of RUNS after one untimed download (which starts the server's
// Chromium); bar 5 s.
import { download } from './download.mjs';
import { kb, median, ms, report } from './report.mjs';

const RUNS = 3;
const BAR_MS = 5000;

export async function measureDocumentPdf({ store, server, users }, type, documentCall) {
  const path = documentCall.replace('format=document', 'format=pdf');
  const url = `${server.base}${path}`;
  const headers = { authorization: `Bearer ${users.admin.token}` };
  const label = `${store.name} document ${type.id} ${type.key} as PDF, admin`;
  console.log(`\n  ${label}: GET ${path}`);
  const first = await download(url, headers);
  if (first.status !== 200 || first.contentType !== 'application/pdf') {
    throw new Error(`the PDF answered ${first.status} ${first.contentType}`);
  }
  const runs = [];
  for (let run = 0; run < RUNS; run++) {
    await store.capture.settle();
    runs.push(await download(url, headers));
  }
  const last = median(runs.map((r) => r.lastByteAt));
  report(
    `${label}: time to the last byte, median of ${RUNS}`,
    `${ms(last, 0)} (runs ${runs.map((r) => ms(r.lastByteAt, 0)).join(', ')}; the first, ` +
      `Chromium started, ${ms(first.lastByteAt, 0)}; ${kb(first.bytes)})`,
    `≤ ${BAR_MS} ms`,
    last <= BAR_MS && runs.every((r) => r.status === 200),
  );
}
