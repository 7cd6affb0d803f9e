/**
 * Finds the Chromium the journeys drive: CHROMIUM_PATH, else Debian's headless shell (package
 * chromium-headless-shell), else Debian's full /usr/bin/chromium. The shell is what Playwright itself runs headless,
 * and a new page costs it a quarter of the full browser's CPU (decision 185). When the shell is missing and this
 * process may install (root with apt-get), it installs Debian's package; otherwise it says the one command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's binaries, the lighter first. */
export const DEBIAN_SHELL = '/usr/bin/chromium-headless-shell';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The binary the journeys drive on this machine, without installing anything (playwright.config.ts). */
export function chromiumOnThisMachine(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_SHELL) ? DEBIAN_SHELL : DEBIAN_CHROMIUM);
}

export function findChromium(): { path?: string; help?: string } {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    return existsSync(configured)
      ? { path: configured }
      : { help: `CHROMIUM_PATH is ${configured}, which does not exist: point it at a Chromium or Chrome binary.` };
  }
  if (existsSync(DEBIAN_SHELL)) return { path: DEBIAN_SHELL };
  const aptGet = ['/usr/bin/apt-get', '/bin/apt-get'].find((p) => existsSync(p));
  if (aptGet && process.getuid?.() === 0) {
    console.log("Chromium's headless shell is missing: installing it (apt-get install -y chromium-headless-shell)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync(aptGet, ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0 &&
      spawnSync(aptGet, ['install', '-y', '-qq', 'chromium-headless-shell'], { stdio: 'inherit', env });
    if (install && install.status === 0 && existsSync(DEBIAN_SHELL)) return { path: DEBIAN_SHELL };
  }
  // Without the shell, the full browser does the same work, more slowly.
  if (existsSync(DEBIAN_CHROMIUM)) return { path: DEBIAN_CHROMIUM };
  return {
    help:
      `The journeys need Chromium, and none was found at ${DEBIAN_SHELL} or ${DEBIAN_CHROMIUM}. Install it with\n\n` +
      '    sudo apt-get install -y chromium-headless-shell\n\n' +
      '(or set CHROMIUM_PATH to a Chromium or Chrome binary), then run: npm test -- e2e',
  };
}
