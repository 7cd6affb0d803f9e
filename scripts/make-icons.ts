/**
 * Draws the installable site's icons (issue 42) from public/favicon.svg with sharp: the sizes Android and iOS ask for,
 * and a maskable one whose paw sits inside the safe circle (80 %) on a full-bleed background. Run it again when the
 * favicon changes: `node scripts/make-icons.ts`.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const svg = readFileSync(path.join(root, 'public/favicon.svg'), 'utf8');
const out = (name: string) => path.join(root, 'public/icons', name);

for (const [name, size] of [
  ['icon-192.png', 192],
  ['icon-512.png', 512],
  ['apple-touch-icon.png', 180],
] as const) {
  await sharp(Buffer.from(svg), { density: (72 * size) / 64 })
    .resize(size, size)
    .png()
    .toFile(out(name));
}
// Maskable: no rounded corners (the platform cuts its own shape), the paw scaled into the middle 64 %.
const maskable = svg
  .replace('rx="14"', 'rx="0"')
  .replace('<g fill="#fffaf4">', '<g fill="#fffaf4" transform="translate(11.5 11.5) scale(0.64)">');
await sharp(Buffer.from(maskable), { density: (72 * 512) / 64 })
  .resize(512, 512)
  .png()
  .toFile(out('maskable-512.png'));
