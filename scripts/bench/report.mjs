// The bench's one table: every measurement adds rows; the runner prints them at the end and
// exits 1 when a row says FAIL.
export const rows = [];

/** One line of the final table. `ok` undefined means informative only. */
export function report(measure, value, bar, ok) {
  rows.push({
    measure,
    value,
    bar: bar ?? '',
    result: ok === undefined ? '' : ok ? 'PASS' : 'FAIL',
  });
  console.log(`  ${measure}: ${value}${ok === false ? '  ← FAIL' : ''}`);
}

/** A measurement that could not be taken: a FAIL row with the reason. */
export function reportError(measure, err) {
  const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
  report(measure, `not measured: ${reason}`, 'measured', false);
}

/** The p-th percentile of ascending `sorted` (nearest rank: exact, no interpolation). */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];

export const mean = (values) => values.reduce((a, b) => a + b, 0) / values.length;

export const ms = (value, digits = 2) => `${value.toFixed(digits)} ms`;
export const sec = (value) => `${(value / 1000).toFixed(2)} s`;
/** The median of unsorted values. */
export const median = (values) =>
  percentile(
    [...values].sort((a, b) => a - b),
    50,
  );
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** `text` on one line, its runs of white space as one space, cut to `max` characters. */
export const oneLine = (text, max = 150) => {
  const flat = text.replace(/\s+/g, ' ').trim();
  return flat.length > max ? `${flat.slice(0, max)}…` : flat;
};
