// The one way the app's start-up gives the browser a turn between two pieces of its work, so a tap that
// arrives meanwhile is answered at once instead of after one long task (issue 45: no task over 50 ms on
// the slow phone). `scheduler.yield()` where the browser has it (Chromium): its continuation runs before
// other tasks queued meanwhile. Elsewhere (Firefox, Safari) a new task by `setTimeout`.

type YieldingScheduler = { yield?: () => Promise<void> };

/** Resolves in a later task, after the browser has had a turn to handle input and paint. */
export function yieldToMain(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
