/** Typed refusals of the image pipeline; `message` is the translation key the client shows. */

export type ImageErrorCode = 'invalid-image' | 'image-too-large' | 'image-too-small' | 'unsupported-image-type';

const STATUS: Record<ImageErrorCode, 400 | 413 | 415 | 422> = {
  'invalid-image': 400,
  'image-too-large': 413,
  'image-too-small': 422,
  'unsupported-image-type': 415,
};

export class ImageError extends Error {
  readonly code: ImageErrorCode;
  /** The HTTP status an API handler answers with. */
  readonly status: 400 | 413 | 415 | 422;

  constructor(code: ImageErrorCode, options?: ErrorOptions) {
    super(`image.error.${code}`, options);
    this.name = 'ImageError';
    this.code = code;
    this.status = STATUS[code];
  }
}
