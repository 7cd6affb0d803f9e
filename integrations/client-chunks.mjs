// How the browser's code is cut into files (decision 214).
//
// The few small modules the shell script imports on every page (the cookie reader, the on-demand registry, the toast
// queue's key, the preload helper) would each be a chunk of its own, since page scripts and islands import them too:
// four requests of a few hundred bytes on every page, each too small to be worth compressing (the server compresses
// files above 512 bytes only). They go into one chunk instead. Nothing else may join it, so every module in it is one
// every page runs anyway.
//
// And no module is shipped twice: the build fails when one lands in two chunks (a page would download it twice, and a
// store in two copies would hold two states).
const SHELL_BASE = /(?:\/src\/lib\/(?:cookies-read|toast-queue|shell\/on-demand)\.ts|\0vite\/preload-helper\.js)$/;

/**
 * The modules found in more than one chunk, each with its chunks.
 * @param {Record<string, { type: string, fileName: string, moduleIds?: string[] }>} bundle
 * @returns {string[]} "module: a.js, b.js" for each, empty when none
 */
export function modulesTwice(bundle) {
  /** @type {Map<string, string[]>} */
  const chunksOf = new Map();
  for (const chunk of Object.values(bundle)) {
    if (chunk.type !== 'chunk') continue;
    for (const id of chunk.moduleIds ?? []) chunksOf.set(id, [...(chunksOf.get(id) ?? []), chunk.fileName]);
  }
  return [...chunksOf].filter(([, chunks]) => chunks.length > 1).map(([id, chunks]) => `${id}: ${chunks.join(', ')}`);
}

/** @returns {import('vite').Plugin} */
export function clientChunks() {
  return {
    name: 'patinhas:client-chunks',
    apply: 'build',
    applyToEnvironment(environment) {
      return environment.config.consumer === 'client';
    },
    configEnvironment(name, config) {
      if (name !== 'client' || config.consumer === 'server') return undefined;
      return {
        build: {
          rolldownOptions: {
            output: { codeSplitting: { groups: [{ name: 'shell-base', test: SHELL_BASE }] } },
          },
        },
      };
    },
    generateBundle(_options, bundle) {
      const twice = modulesTwice(/** @type {never} */ (bundle));
      if (twice.length > 0) this.error(`a module is in more than one chunk (decision 214): ${twice.join('; ')}`);
    },
  };
}
