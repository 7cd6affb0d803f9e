// Types Astro cannot infer: what the middleware puts on Astro.locals, and the build's id (astro.config.mjs).
import type { Principal } from './server/domain/auth/tokens.ts';

declare global {
  /** Set by Vite's `define` at build time; absent where Vite did not build the code. */
  const __PATINHAS_BUILD_ID__: string | undefined;

  namespace App {
    interface Locals {
      /** The signed-in user, from a verified `access_token` cookie; null for a visitor. */
      session: { userId: string; role: Principal['role'] } | null;
    }
  }
}
