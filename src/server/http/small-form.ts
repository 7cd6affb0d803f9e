/**
 * The body of a small HTML form posted to a page (saving a search): read only up to `limit` bytes, so a page's form
 * costs the server a bounded amount whatever the client announces or streams. Null when the body is larger.
 */
export const SMALL_FORM_LIMIT = 8 * 1024;

export async function readSmallForm(request: Request, limit = SMALL_FORM_LIMIT): Promise<URLSearchParams | null> {
  const announced = Number(request.headers.get('content-length') ?? '0');
  if (announced > limit) return null;
  const type = request.headers.get('content-type') ?? '';
  if (!type.startsWith('application/x-www-form-urlencoded')) return new URLSearchParams();
  if (!request.body) return new URLSearchParams();
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      return null;
    }
    chunks.push(value);
  }
  return new URLSearchParams(Buffer.concat(chunks).toString('utf8'));
}
