import { yieldingPlugin } from './yieldingPlugin';

describe('yieldingPlugin', () => {
  it('hands the federation runtime its options back unchanged, in a later task, at both points', async () => {
    const plugin = yieldingPlugin();
    const options = { shareScope: {}, initScope: [] } as never;
    const order: string[] = [];
    setTimeout(() => order.push('queued task'), 0);
    const returned = await plugin.beforeInitContainer!(options);
    order.push('container init');
    expect(returned).toBe(options);
    expect(order).toEqual(['queued task', 'container init']);
    await expect(plugin.initContainer!(options)).resolves.toBe(options);
  });
});
