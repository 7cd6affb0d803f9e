/**
 * Finds the Chromium the journeys drive: CHROMIUM_PATH, else Debian's headless shell (package
 * chromium-headless-shell), else Debian's full /usr/bin/chromium. The shell is what Playwright itself runs headless,
 * and a new page costs it a quarter of the full browser's CPU (decision 185). The push journey needs the full browser
 * (the shell refuses every site notifications; decision 190). When either is missing and this process may install
 * (root with apt-get), it installs Debian's packages; otherwise it says the one command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

/** Debian's binaries, the lighter first. */
export const DEBIAN_SHELL = '/usr/bin/chromium-headless-shell';
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/**
 * The flags every Chromium of the project's runs with (journeys, benches): no sandbox (it runs as root in CI), and
 * none of what it would fetch in the background, which a closed network refuses many times over.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The binary the journeys drive on this machine, without installing anything (playwright.config.ts). */
export function chromiumOnThisMachine(): string {
  return process.env.CHROMIUM_PATH ?? (existsSync(DEBIAN_SHELL) ? DEBIAN_SHELL : DEBIAN_CHROMIUM);
}

/** The full browser, for the journeys the headless shell cannot run (notifications: tests/e2e/push.spec.ts). */
export function fullChromium(): string {
  const configured = process.env.CHROMIUM_PATH;
  return configured && configured !== DEBIAN_SHELL ? configured : DEBIAN_CHROMIUM;
}

export function findChromium(): { path?: string; help?: string } {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    return existsSync(configured)
      ? { path: configured }
      : { help: `CHROMIUM_PATH is ${configured}, which does not exist: point it at a Chromium or Chrome binary.` };
  }
  if (existsSync(DEBIAN_SHELL) && existsSync(DEBIAN_CHROMIUM)) return { path: DEBIAN_SHELL };
  const aptGet = ['/usr/bin/apt-get', '/bin/apt-get'].find((p) => existsSync(p));
  if (aptGet && process.getuid?.() === 0) {
    console.log('Chromium is missing: installing it (apt-get install -y chromium chromium-headless-shell)…');
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync(aptGet, ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0 &&
      spawnSync(aptGet, ['install', '-y', '-qq', 'chromium', 'chromium-headless-shell'], { stdio: 'inherit', env });
    if (install && install.status === 0 && existsSync(DEBIAN_SHELL)) return { path: DEBIAN_SHELL };
  }
  return {
    help:
      `The journeys need Chromium at ${DEBIAN_SHELL} and ${DEBIAN_CHROMIUM} (the push journey drives the full ` +
      'browser). Install them with\n\n' +
      '    sudo apt-get install -y chromium chromium-headless-shell\n\n' +
      '(or set CHROMIUM_PATH to a Chromium or Chrome binary), then run: npm test -- e2e',
  };
}
