/**
 * Finds the Chromium the journeys drive (CHROMIUM_PATH, else Debian's /usr/bin/chromium), installing Debian's
 * package when it is missing and this process may (root with apt-get); otherwise says the one command to run.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const DEBIAN = '/usr/bin/chromium';

export function findChromium(): { path?: string; help?: string } {
  const configured = process.env.CHROMIUM_PATH;
  if (configured) {
    return existsSync(configured)
      ? { path: configured }
      : { help: `CHROMIUM_PATH is ${configured}, which does not exist: point it at a Chromium or Chrome binary.` };
  }
  if (existsSync(DEBIAN)) return { path: DEBIAN };
  const aptGet = ['/usr/bin/apt-get', '/bin/apt-get'].find((p) => existsSync(p));
  if (aptGet && process.getuid?.() === 0) {
    console.log("Chromium is missing: installing Debian's package (apt-get install -y chromium)…");
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const update = spawnSync(aptGet, ['update', '-qq'], { stdio: 'inherit', env });
    const install =
      update.status === 0 && spawnSync(aptGet, ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env });
    if (install && install.status === 0 && existsSync(DEBIAN)) return { path: DEBIAN };
  }
  return {
    help:
      'The journeys need Chromium, and none was found at /usr/bin/chromium. Install it with\n\n' +
      '    sudo apt-get install -y chromium\n\n' +
      '(or set CHROMIUM_PATH to a Chromium or Chrome binary), then run: npm test -- e2e',
  };
}
