/**
 * Turns between the journeys' workers (decision 172): any number run side by side, but one marked EXCLUSIVE runs
 * with no other. Each worker marks what it holds or asks for with a file named for it and its process id; the
 * turn alone is one directory, made by one worker at a time. A process that died leaves files nobody waits for.
 */
import { mkdirSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { E2E_TURNS } from '../../playwright.config.ts';

const dir = E2E_TURNS;
const holder = path.join(dir, 'alone');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Other live processes with a mark of this kind; the marks of dead ones are removed. */
function others(kind: 'shared' | 'asks-alone'): number[] {
  const found: number[] = [];
  for (const name of readdirSync(dir)) {
    if (!name.startsWith(`${kind}.`)) continue;
    const pid = Number(name.slice(kind.length + 1));
    if (pid === process.pid) continue;
    if (alive(pid)) found.push(pid);
    else rmSync(path.join(dir, name), { force: true });
  }
  return found;
}

/** Makes the directory of the turn alone, or says another has it (removing it when that process is gone). */
function tryHold(): boolean {
  try {
    mkdirSync(holder);
    writeFileSync(path.join(holder, 'pid'), String(process.pid));
    return true;
  } catch {
    let pid = 0;
    try {
      pid = Number(readFileSync(path.join(holder, 'pid'), 'utf8'));
    } catch {
      // Just released, or its pid not written yet: a directory left without one for 10 s is a dead worker's.
      const made = statSync(holder, { throwIfNoEntry: false })?.mtimeMs;
      if (made !== undefined && Date.now() - made > 10_000) rmSync(holder, { recursive: true, force: true });
    }
    if (pid && !alive(pid)) rmSync(holder, { recursive: true, force: true });
    return false;
  }
}

/**
 * Waits for a turn and gives back its release. Asking to be alone is marked first (new shared turns wait from
 * then on); then the turn alone is taken from any other worker that has it, then the shared turns are waited out.
 * A shared turn waits while anyone asks to be alone, marks itself, and looks again (one asked meanwhile: back off).
 */
export async function takeTurn(alone: boolean): Promise<() => void> {
  mkdirSync(dir, { recursive: true });
  if (alone) {
    const mark = path.join(dir, `asks-alone.${process.pid}`);
    writeFileSync(mark, '');
    while (!tryHold()) await sleep(50);
    while (others('shared').length > 0) await sleep(50);
    return () => {
      rmSync(holder, { recursive: true, force: true });
      rmSync(mark, { force: true });
    };
  }
  const mark = path.join(dir, `shared.${process.pid}`);
  const release = () => rmSync(mark, { force: true });
  for (;;) {
    while (others('asks-alone').length > 0) await sleep(50);
    writeFileSync(mark, '');
    if (others('asks-alone').length === 0) return release;
    release();
  }
}
