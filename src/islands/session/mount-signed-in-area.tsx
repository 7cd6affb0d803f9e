/**
 * Mounts the React signed-in area into the shell, over the buttons the shell drew (src/components/shell/signed-in-bar.ts),
 * with the panel the person opened. Loaded only then, so a reading page carries no React (decisions 010, 058).
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import SignedInArea, { type Panel } from './SignedInArea.tsx';

/** Returns the unmount. */
export function mountSignedInArea(host: Element, open?: Panel): () => void {
  // The page's islands are React roots too: a prefix of its own keeps useId values from colliding.
  const root = createRoot(host, { identifierPrefix: 'shell-' });
  // The drawn buttons go and the React ones come in the same task: no frame without a bell.
  host.replaceChildren();
  flushSync(() => root.render(<SignedInArea {...(open ? { open } : {})} />));
  return () => root.unmount();
}
