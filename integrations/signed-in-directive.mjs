// Registers `client:signedin`: an island hydrates only when the session cookie exists, so a
// visitor downloads no React runtime while the page itself stays cacheable by a CDN.
import { fileURLToPath } from 'node:url';

/** @returns {import('astro').AstroIntegration} */
export function signedInDirective() {
  return {
    name: 'patinhas:signed-in-directive',
    hooks: {
      'astro:config:setup': ({ addClientDirective }) => {
        addClientDirective({
          name: 'signedin',
          entrypoint: fileURLToPath(new URL('../src/lib/signed-in-directive.ts', import.meta.url)),
        });
      },
    },
  };
}
