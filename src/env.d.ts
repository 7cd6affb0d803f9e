// Types Astro cannot infer: what the middleware puts on Astro.locals.
import type { Principal } from './server/domain/auth/tokens.ts';

declare global {
  namespace App {
    interface Locals {
      /** The signed-in user, from a verified `access_token` cookie; null for a visitor. */
      session: { userId: string; role: Principal['role'] } | null;
    }
  }
}
