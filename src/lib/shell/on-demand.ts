/**
 * Modules the page loads on first use (decision 214): the shell names what it can load (the toasts, the loading
 * overlay), and whatever first needs one of them (a toast shown, an API request begun) asks for it by name. A visitor
 * who never sees a toast never downloads the code that draws one. Either side may come first: a need waits for its
 * provider, and each module is loaded once.
 */

type Load = () => Promise<unknown>;

const providers = new Map<string, Load>();
const loaded = new Map<string, Promise<unknown>>();
const waiting = new Map<string, (module: Promise<unknown>) => void>();

/** Says how to load what `names` stand for; a need that came first is met now. */
export function provide(names: readonly string[], load: Load): void {
  let once: Promise<unknown> | undefined;
  const shared = () => (once ??= load());
  for (const name of names) {
    providers.set(name, shared);
    const resolve = waiting.get(name);
    if (resolve) {
      waiting.delete(name);
      resolve(shared());
    }
  }
}

/** Loads what `name` stands for (once), or waits until the shell says how. Resolves to its module. */
export function need(name: string): Promise<unknown> {
  let module = loaded.get(name);
  if (!module) {
    const load = providers.get(name);
    module = load ? load() : new Promise((resolve) => waiting.set(name, resolve));
    loaded.set(name, module);
  }
  return module;
}
