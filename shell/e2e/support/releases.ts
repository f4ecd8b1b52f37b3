/**
 * How many release commands a test runs at once: each gate opens 16 visits in one Chromium (four loading at
 * a time), and more gates than this at once starve a two-core machine past the gate's waits.
 */
export const RELEASES_AT_ONCE = 2;

/** Runs the tasks given to it at most RELEASES_AT_ONCE at a time, in the order given; each call answers its task's result. */
export function inTurns(): <T>(task: () => Promise<T>) => Promise<T> {
  const lanes: Promise<unknown>[] = Array.from({ length: RELEASES_AT_ONCE }, () => Promise.resolve());
  let next = 0;
  return (task) => {
    const lane = next++ % RELEASES_AT_ONCE;
    const result = lanes[lane].then(task);
    lanes[lane] = result.catch(() => undefined);
    return result;
  };
}
