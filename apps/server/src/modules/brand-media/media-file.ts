import { AppError } from '../../http/app-error';

// What a brand's media file may be (decision 0047): a name that is safe in an address and on any
// file system, one of four image types known by its extension and confirmed by its first bytes,
// and at most 2 MB.

export const MAX_MEDIA_BYTES = 2 * 1024 * 1024;

/** Lowercase letters, digits, dots, dashes and underscores; a known extension; no path. */
export const MEDIA_NAME = /^[a-z0-9][a-z0-9_-]{0,59}\.(svg|png|jpg|jpeg|webp)$/;

const CONTENT_TYPES = { svg: 'image/svg+xml', png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' } as const;

type Extension = keyof typeof CONTENT_TYPES;

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) => prefix.every((byte, i) => bytes[at + i] === byte);

const LOOKS_LIKE: Record<Extension, (bytes: Uint8Array) => boolean> = {
  png: (bytes) => startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  jpg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  jpeg: (bytes) => startsWith(bytes, [0xff, 0xd8, 0xff]),
  webp: (bytes) => startsWith(bytes, [0x52, 0x49, 0x46, 0x46]) && startsWith(bytes, [0x57, 0x45, 0x42, 0x50], 8),
  svg: (bytes) => {
    const head = new TextDecoder('utf-8', { fatal: false }).decode(bytes.subarray(0, 1024)).trimStart();
    return /^(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/.test(head);
  },
};

/** The file's content type; a name, type or size that does not pass is a validation error. */
export function checkMediaFile(name: string, bytes: Uint8Array): string {
  const extension = MEDIA_NAME.exec(name)?.[1] as Extension | undefined;
  if (extension === undefined) {
    throw new AppError('validation', 'Invalid media name', { name: ['lowercase letters, digits, "-" and "_", ending in .svg, .png, .jpg, .jpeg or .webp'] });
  }
  if (bytes.byteLength === 0 || bytes.byteLength > MAX_MEDIA_BYTES) {
    throw new AppError('validation', 'Invalid media size', { file: [`between 1 byte and ${MAX_MEDIA_BYTES} bytes`] });
  }
  if (!LOOKS_LIKE[extension](bytes)) throw new AppError('validation', 'The file is not what its name says', { file: [`not a .${extension} image`] });
  return CONTENT_TYPES[extension];
}
