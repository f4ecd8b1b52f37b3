import { yieldToMain } from './yieldToMain';

describe('yieldToMain', () => {
  afterEach(() => {
    delete (globalThis as { scheduler?: unknown }).scheduler;
    jest.useRealTimers();
  });

  it('lets a task queued before it run first where the browser has no scheduler.yield', async () => {
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    await yieldToMain();
    order.push('after the yield');
    expect(order).toEqual(['queued task', 'after the yield']);
  });

  it('resolves in a later task, not in a microtask', async () => {
    jest.useFakeTimers();
    let resumed = false;
    void yieldToMain().then(() => (resumed = true));
    await Promise.resolve();
    expect(resumed).toBe(false);
    await jest.runAllTimersAsync();
    expect(resumed).toBe(true);
  });

  it('uses scheduler.yield where the browser has it', async () => {
    const browserYield = jest.fn(() => Promise.resolve());
    (globalThis as { scheduler?: unknown }).scheduler = { yield: browserYield };
    await yieldToMain();
    expect(browserYield).toHaveBeenCalledTimes(1);
  });
});
