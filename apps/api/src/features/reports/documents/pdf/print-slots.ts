/**
 * At most `slots` tasks at a time, the others waiting in line in the order they came. A PDF keeps
 * a Chromium page busy for up to seconds: two at a time leave the API's cores to everything else
 * (docs/product/reporting.md#documents).
 */
export function printSlots(slots: number): <T>(task: () => Promise<T>) => Promise<T> {
  let running = 0;
  const waiting: (() => void)[] = [];
  // A finished task hands its slot to the next in line, so that no newcomer takes it between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (running < slots) running++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}
