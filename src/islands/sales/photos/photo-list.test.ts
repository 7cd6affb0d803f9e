import { describe, expect, it } from 'vitest';
import { mbText } from './photo-files.ts';
import { counted, dragOnto, failed, removed, stepped, uploaded, type Photo } from './photo-list.ts';

const photo = (id: string, status: Photo['status'] = 'done'): Photo => ({
  id,
  preview: `blob:${id}`,
  kb: 100,
  name: `${id}.jpg`,
  status,
});
const ids = (list: Photo[]) => list.map((p) => p.id);

describe('the sale editor’s photo list', () => {
  // a, b, c count; x failed and sits between them, as it stays on screen until removed.
  const list = [photo('a'), photo('x', 'error'), photo('b'), photo('c')];

  it('moves a photo past the counted one beside it, skipping a failed upload, or to the front', () => {
    expect(ids(stepped('b', -1)(list))).toEqual(['b', 'a', 'x', 'c']);
    expect(ids(stepped('a', 1)(list))).toEqual(['x', 'b', 'a', 'c']);
    expect(ids(stepped('c', 'first')(list))).toEqual(['c', 'a', 'x', 'b']);
    // Past either end nothing moves, and an unknown photo changes nothing.
    expect(stepped('a', -1)(list)).toBe(list);
    expect(stepped('c', 1)(list)).toBe(list);
    expect(stepped('gone', 'first')(list)).toBe(list);
  });

  it('drags a photo onto another’s place, never onto a failed one', () => {
    expect(ids(dragOnto('c', 'a')(list))).toEqual(['c', 'a', 'x', 'b']);
    expect(ids(dragOnto('a', 'c')(list))).toEqual(['x', 'b', 'c', 'a']);
    expect(dragOnto('a', 'x')(list)).toBe(list);
  });

  it('counts only what did not fail, and keeps the server’s image error or says the upload failed', () => {
    expect(ids(counted(list))).toEqual(['a', 'b', 'c']);
    const uploading = [photo('n', 'uploading')];
    expect(uploaded('n', 'key-1')(uploading)[0]).toMatchObject({ status: 'done', key: 'key-1' });
    expect(failed('n', 'image.error.too-small')(uploading)[0]).toMatchObject({
      status: 'error',
      error: 'image.error.too-small',
    });
    expect(failed('n', 'common.error.network')(uploading)[0]?.error).toBe('sale-editor.photos.upload-failed');
    expect(failed('n', undefined)(uploading)[0]?.error).toBe('sale-editor.photos.upload-failed');
    expect(ids(removed('x')(list))).toEqual(['a', 'b', 'c']);
  });

  it('writes sizes as people read them, in Portuguese', () => {
    expect(mbText(10_000)).toBe('10 MB');
    expect(mbText(4_940)).toBe('4,9 MB');
    expect(mbText(12)).toBe('0,1 MB');
  });
});
