/** The bench's client processes: told to exit, and killed after 10 s if they have not. */
import type { ChildProcess } from 'node:child_process';

export async function stopChildren(children: ChildProcess[]): Promise<void> {
  for (const child of children) if (child.connected) child.send({ type: 'exit' });
  await Promise.all(
    children.map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null) return resolve();
          const timer = setTimeout(() => child.kill(), 10_000);
          child.once('exit', () => {
            clearTimeout(timer);
            resolve();
          });
        }),
    ),
  );
}
