// Stores uploaded product images: the type is read from the bytes themselves, the name is random.
import { randomBytes } from 'node:crypto';
import { AppError } from '../../lib/app-error';
import type { FileStorage } from '../../lib/storage';

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The path the stored files are served under. */
export const UPLOADS_URL_PREFIX = '/uploads/';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const imageTypes = [
  {
    extension: 'png',
    contentType: 'image/png',
    matches: (bytes: Buffer) => bytes.subarray(0, 8).equals(PNG_SIGNATURE),
  },
  {
    extension: 'jpg',
    contentType: 'image/jpeg',
    matches: (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  },
  {
    // A RIFF container whose form type is WEBP.
    extension: 'webp',
    contentType: 'image/webp',
    matches: (bytes: Buffer) =>
      bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
  },
] as const;

/** The content type an uploaded image is served with, by the extension its name was given. */
export const imageContentTypeOf = (name: string): string | undefined =>
  imageTypes.find((type) => name.endsWith(`.${type.extension}`))?.contentType;

export function uploadService(storage: FileStorage) {
  return {
    async storeImage(bytes: Buffer): Promise<{ url: string }> {
      if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'file is empty');
      // Judged by its first bytes, whatever name and type the browser gave it.
      const type = imageTypes.find((candidate) => candidate.matches(bytes));
      if (!type) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Only PNG, JPEG and WebP images can be uploaded; this file is none of them',
        );
      }
      const name = `${randomBytes(16).toString('hex')}.${type.extension}`;
      // Kept under its name at the storage's top, as the images UPLOAD_DIR already holds are.
      await storage.put(name, bytes, type.contentType);
      return { url: `${UPLOADS_URL_PREFIX}${name}` };
    },
  };
}
