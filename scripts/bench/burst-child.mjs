// Sends a burst of POSTs all at once from its own process (forked by concurrency.mjs), so that
// the client does not share the event loop of the app under test. Receives
// { url, requests: [{ headers, body (base64) }] }; answers the time from sending the first
// request to the last response, and each response's status and `error` or `result` key.
process.once('message', async ({ url, requests }) => {
  const bodies = requests.map((r) => ({ headers: r.headers, body: Buffer.from(r.body, 'base64') }));
  const started = performance.now();
  const replies = await Promise.all(
    bodies.map(async ({ headers, body }) => {
      try {
        const res = await fetch(url, { method: 'POST', headers, body });
        const text = await res.text();
        let key = '';
        try {
          const json = JSON.parse(text);
          key = json.error ?? json.result ?? '';
        } catch {
          key = text.slice(0, 80);
        }
        return { status: res.status, key, at: performance.now() - started };
      } catch (err) {
        return { status: 0, key: String(err?.cause?.code ?? err), at: performance.now() - started };
      }
    }),
  );
  process.send({ ms: performance.now() - started, replies }, () => process.exit(0));
});
