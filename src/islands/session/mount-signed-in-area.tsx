/**
 * Mounts the signed-in part of the top bar into the shell. The shell script imports this module only
 * when a session cookie exists, so visitors download neither React nor Astro's island runtime
 * (decision 010).
 */
import { createRoot } from 'react-dom/client';
import SignedInArea from './SignedInArea.tsx';

export function mountSignedInArea(host: Element): void {
  // The page's islands are React roots too: a prefix of its own keeps useId values from colliding.
  createRoot(host, { identifierPrefix: 'shell-' }).render(<SignedInArea />);
}
