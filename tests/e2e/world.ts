/** The content the journeys share: made once by world.setup.ts before any journey's person exists. */
import { readFileSync } from 'node:fs';
import { E2E_WORLD } from '../../playwright.config.ts';

export interface World {
  /** An approved sale with a photo, of a breeder with a DGAV number. */
  sale: string;
  /** That breeder's uid. */
  breeder: string;
  /** A published article whose body shows an image from another site. */
  article: string;
  /** The sale's photo, as served under /files. */
  file: string;
}

let world: World | undefined;

export function readWorld(): World {
  world ??= JSON.parse(readFileSync(E2E_WORLD, 'utf8')) as World;
  return world;
}
