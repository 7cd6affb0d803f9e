/** Downloads made in the page: an answer fetched with the bearer header, which a plain link cannot send. */

/** Saves a blob under `filename`, as a download the browser shows. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
