// The layers of src/ as its import statements draw them: no import circle in browser code, lib/ imports
// nothing above it, and the server's known circles only shrink (decision 059).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(import.meta.dirname);

/** Browser code: these folders, and the scripts beside components. */
const BROWSER = ['lib', 'stores', 'islands', 'components'];

/**
 * Circles of server code still to untie, each as its members: a circle found must lie inside one of these (a
 * smaller one passes), so the list only shrinks. None is left (the file store's interface moved out of its factory,
 * issue 40).
 */
const ALLOWED_SERVER_CIRCLES: readonly (readonly string[])[] = [];

/** Modules whose code runs only on the server although they sit in lib/ (the catch-all pages read them). */
const SERVER_ONLY_IN_LIB = new Set(['lib/shell/routes.ts']);

// `import x from './a.ts'`, `import './a.ts'`, `export { x } from './a.ts'`, `import('./a.ts')`. Type imports count
// too: a layer that names another's types depends on it, even though the compiler erases the statement.
const STATIC = /^\s*(import|export)\s+(?:[^'";]*?\sfrom\s*)?['"]([^'"]+)['"]/gm;
const DYNAMIC = /\bimport\(\s*['"]([^'"]+)['"]\s*\)/g;

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && /\.tsx?$/.test(e.name) && !/\.(test|d)\.tsx?$/.test(e.name))
    .map((e) => path.relative(SRC, path.join(e.parentPath, e.name)));
}

/** What a module's code imports, as written. */
function specifiers(code: string): string[] {
  return [
    ...[...code.matchAll(STATIC)].map((m) => m[2] as string),
    ...[...code.matchAll(DYNAMIC)].map((m) => m[1] as string),
  ];
}

/** Module → the modules of src/ it imports (relative specifiers only; packages are not ours). */
function importGraph(files: readonly string[]): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const file of files) {
    graph.set(
      file,
      specifiers(readFileSync(path.join(SRC, file), 'utf8'))
        .filter((s) => s.startsWith('.'))
        .map((s) => path.relative(SRC, path.resolve(SRC, path.dirname(file), s)))
        .filter((target) => /\.tsx?$/.test(target)),
    );
  }
  return graph;
}

/** The circles of a graph: its strongly connected components of more than one module (or a self-import). */
function circles(graph: Map<string, string[]>): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string) => {
    index.set(node, next);
    low.set(node, next);
    next += 1;
    stack.push(node);
    onStack.add(node);
    for (const to of graph.get(node) ?? []) {
      if (!graph.has(to)) continue;
      if (!index.has(to)) {
        visit(to);
        low.set(node, Math.min(low.get(node)!, low.get(to)!));
      } else if (onStack.has(to)) low.set(node, Math.min(low.get(node)!, index.get(to)!));
    }
    if (low.get(node) !== index.get(node)) return;
    const component: string[] = [];
    let member: string;
    do {
      member = stack.pop()!;
      onStack.delete(member);
      component.push(member);
    } while (member !== node);
    if (component.length > 1 || graph.get(node)?.includes(node)) found.push(component.sort());
  };
  for (const node of graph.keys()) if (!index.has(node)) visit(node);
  return found;
}

const layer = (file: string) => file.split(path.sep)[0] ?? '';

describe('import graph of src/', () => {
  const browserFiles = BROWSER.flatMap((dir) => sourceFiles(path.join(SRC, dir))).filter(
    (f) => !SERVER_ONLY_IN_LIB.has(f),
  );
  const browser = importGraph(browserFiles);

  it('finds a circle when there is one (the check itself works)', () => {
    const graph = new Map([
      ['a.ts', ['b.ts']],
      ['b.ts', ['c.ts']],
      ['c.ts', ['a.ts']],
      ['d.ts', ['a.ts']],
    ]);
    expect(circles(graph)).toEqual([['a.ts', 'b.ts', 'c.ts']]);
    const code = [
      "import { a } from './a.ts';",
      "import type { B } from '../b.ts';",
      "import './c.ts';",
      'export { d } from "./d.tsx";',
      "import {\n  e,\n  type E,\n} from './e.ts';",
      "const f = await import('./f.ts');",
      "import ky from 'ky';",
    ].join('\n');
    expect(specifiers(code).sort()).toEqual(['../b.ts', './a.ts', './c.ts', './d.tsx', './e.ts', './f.ts', 'ky']);
  });

  it('has no import circle in browser code', () => {
    expect(circles(browser)).toEqual([]);
  });

  it('lets lib/ import only lib/ (no stores, islands, components or server code)', () => {
    const upward = [...browser].flatMap(([file, targets]) =>
      layer(file) === 'lib' ? targets.filter((t) => layer(t) !== 'lib').map((t) => `${file} → ${t}`) : [],
    );
    expect(upward).toEqual([]);
  });

  it('lets browser code import no server code', () => {
    const server = [...browser].flatMap(([file, targets]) =>
      targets.filter((t) => layer(t) === 'server').map((t) => `${file} → ${t}`),
    );
    expect(server).toEqual([]);
  });

  it('has no server circle beyond the known ones', () => {
    const graph = importGraph(sourceFiles(SRC).filter((f) => !BROWSER.includes(layer(f)) || SERVER_ONLY_IN_LIB.has(f)));
    const fresh = circles(graph).filter(
      (circle) => !ALLOWED_SERVER_CIRCLES.some((allowed) => circle.every((m) => allowed.includes(m))),
    );
    expect(fresh).toEqual([]);
  });

  it('has domain areas that lean one way: no two areas of server/domain import each other (issue 53)', () => {
    const domain = path.join('server', 'domain');
    const areaOf = (file: string) =>
      file.startsWith(domain + path.sep) ? file.slice(domain.length + 1).split(path.sep)[0] : undefined;
    const graph = importGraph(sourceFiles(path.join(SRC, domain)));
    const pairs = new Set<string>();
    for (const [file, targets] of graph)
      for (const target of targets) {
        const [from, to] = [areaOf(file), areaOf(target)];
        if (from && to && from !== to && to.endsWith('.ts') === false) pairs.add(`${from} → ${to}`);
      }
    const mutual = [...pairs].filter((pair) => pairs.has(pair.split(' → ').reverse().join(' → '))).sort();
    expect(pairs.size).toBeGreaterThan(20);
    expect(mutual).toEqual([]);
  });
});
