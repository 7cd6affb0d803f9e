/** The pair the image pipeline and the uploading domain functions need, from the request's context. */
import type { AppContext } from '../../context.ts';

export function imageContext(ctx: AppContext): Pick<AppContext, 'db' | 'files'> {
  return { db: ctx.db, files: ctx.files };
}
