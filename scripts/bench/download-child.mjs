// Downloads one file from its own process (forked by export-file.mjs), so that reading the
// response does not share the event loop or the memory of the app under test. Receives
// { url, headers }; answers the status, the times to the headers, the first byte and the last
// byte (from sending the request), the bytes and the lines (CRLF) of the body.
process.once('message', async ({ url, headers }) => {
  const started = performance.now();
  try {
    const res = await fetch(url, { headers });
    const headersAt = performance.now() - started;
    let firstByteAt = null;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of res.body) {
      firstByteAt ??= performance.now() - started;
      bytes += chunk.length;
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) lines++;
    }
    process.send(
      {
        status: res.status,
        contentType: res.headers.get('content-type'),
        headersAt,
        firstByteAt,
        lastByteAt: performance.now() - started,
        bytes,
        lines,
      },
      () => process.exit(0),
    );
  } catch (err) {
    process.send({ error: String(err?.cause?.message ?? err) }, () => process.exit(0));
  }
});
