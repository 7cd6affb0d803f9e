/**
 * The background passes each instance runs (away mail, pushes, digest, certification renewal, review requests): one
 * timer, never two passes of one kind at once on an instance, a failure logged and the next pass on time. Instances
 * running the same pass agree through the claims each pass makes in the database.
 */
import { logger } from '../log.ts';

/** Runs `pass` every `intervalMs`; the returned function stops it and waits for a pass under way. */
export function runEvery(name: string, pass: () => Promise<unknown>, intervalMs: number): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = pass()
      .catch((error: unknown) => logger.error(`${name} failed`, { error: String(error) }))
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
