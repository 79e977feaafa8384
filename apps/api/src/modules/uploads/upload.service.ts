// Stores uploaded product images: the type is read from the bytes themselves, the name is random.
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { AppError } from '../../lib/app-error';

export const UPLOAD_MAX_BYTES = 2 * 1024 * 1024;
/** The path the stored files are served under. */
export const UPLOADS_URL_PREFIX = '/uploads/';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

const imageTypes = [
  { extension: 'png', matches: (bytes: Buffer) => bytes.subarray(0, 8).equals(PNG_SIGNATURE) },
  {
    extension: 'jpg',
    matches: (bytes: Buffer) => bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff,
  },
  {
    // A RIFF container whose form type is WEBP.
    extension: 'webp',
    matches: (bytes: Buffer) =>
      bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP',
  },
] as const;

/** The file extension for an image we accept, judged by its first bytes; undefined for anything else. */
export function imageExtensionOf(bytes: Buffer): string | undefined {
  return imageTypes.find((type) => type.matches(bytes))?.extension;
}

export function uploadService(dir: string) {
  return {
    async storeImage(bytes: Buffer): Promise<{ url: string }> {
      if (bytes.length === 0) throw new AppError('VALIDATION_FAILED', 'file is empty');
      const extension = imageExtensionOf(bytes);
      if (!extension) {
        throw new AppError(
          'UNSUPPORTED_MEDIA_TYPE',
          'Only PNG, JPEG and WebP images can be uploaded; this file is none of them',
        );
      }
      const name = `${randomBytes(16).toString('hex')}.${extension}`;
      await mkdir(dir, { recursive: true });
      // 'wx' never overwrites: a name collision fails loudly instead of replacing someone's image.
      await writeFile(join(dir, name), bytes, { flag: 'wx' });
      return { url: `${UPLOADS_URL_PREFIX}${name}` };
    },
  };
}
