// Types Astro cannot infer: what the middleware puts on Astro.locals, and our custom client directive.
import type { Principal } from './server/domain/auth/tokens.ts';

declare global {
  namespace App {
    interface Locals {
      /** The signed-in user, from a verified `access_token` cookie; null for a visitor. */
      session: { userId: string; role: Principal['role'] } | null;
    }
  }
}

declare module 'astro' {
  interface AstroClientDirectives {
    /** Hydrate only when the `access_token` cookie exists (integrations/signed-in-directive.mjs). */
    'client:signedin'?: boolean;
  }
}
