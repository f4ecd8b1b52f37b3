import { yieldingPlugin } from './yieldingPlugin';

describe('yieldingPlugin', () => {
  const plugin = yieldingPlugin();
  const options = { shareScope: {}, initScope: [] } as never;

  it.each(['beforeInitContainer', 'initContainer'] as const)('at %s, hands the federation runtime its options back unchanged, in a later task', async (point) => {
    const order: string[] = [];
    // A task queued first (as a tap's would be) runs before the runtime goes on.
    setTimeout(() => order.push('queued task'), 0);
    const returned = await plugin[point]!(options);
    order.push(point);
    expect(returned).toBe(options);
    expect(order).toEqual(['queued task', point]);
  });
});
