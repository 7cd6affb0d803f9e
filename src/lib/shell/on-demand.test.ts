// What loads on first use (decision 214): a need is met by its provider whichever comes first, and a module is
// loaded once for all the names it stands for.
import { beforeEach, describe, expect, it, vi } from 'vitest';

beforeEach(() => vi.resetModules());
const fresh = () => import('./on-demand.ts');

describe('on demand', () => {
  it('loads nothing until something needs it, then once however often it is needed', async () => {
    const { need, provide } = await fresh();
    const load = vi.fn(async () => ({ region: 'toasts' }));
    provide(['toasts'], load);
    expect(load).not.toHaveBeenCalled();
    expect(await need('toasts')).toEqual({ region: 'toasts' });
    await need('toasts');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('meets a need that came before its provider', async () => {
    const { need, provide } = await fresh();
    const needed = need('requestStart');
    const load = vi.fn(async () => 'overlay');
    provide(['requestStart', 'requestEnd'], load);
    expect(await needed).toBe('overlay');
    // Another name of the same module: the same load.
    expect(await need('requestEnd')).toBe('overlay');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('leaves a need nobody provides waiting, and the others unaffected', async () => {
    const { need, provide } = await fresh();
    let met = false;
    void need('unauthorized').then(() => (met = true));
    provide(['toasts'], async () => 'toasts');
    expect(await need('toasts')).toBe('toasts');
    expect(met).toBe(false);
  });
});
