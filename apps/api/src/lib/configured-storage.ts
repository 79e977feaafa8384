// The storage the configuration names (docs/decisions/0069).
import { mkdir } from 'node:fs/promises';
import { folderStorage, type FileStorage } from './storage';

/**
 * The configured store: `STORAGE_URL`'s when set, the local folder otherwise. The S3 client is loaded
 * only then: an instance on its own disk does not pay for it at start-up.
 */
export async function storageFor(config: {
  storageUrl: string | undefined;
  uploadDir: string;
}): Promise<FileStorage> {
  if (!config.storageUrl) {
    // Made at start-up, as an instance's data folder is: an unwritable place fails now, not at the
    // first upload.
    await mkdir(config.uploadDir, { recursive: true });
    return folderStorage(config.uploadDir);
  }
  const { s3Storage } = await import('./s3-storage');
  return s3Storage(config.storageUrl);
}
