// Where uploaded files live: a local folder (the embedded default) or any S3-compatible object store
// (`STORAGE_URL`, s3-storage.ts), which several instances can share; configured-storage.ts picks one. Callers name files by key and
// never learn which (docs/decisions/0069).
import { constants, createReadStream } from 'node:fs';
import { copyFile, mkdir, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredFile {
  body: Readable;
  size: number;
  /** As stored with it; the local folder keeps none. */
  contentType: string | undefined;
}

export interface FileStorage {
  /** Stores `bytes` under `key`, which must be new: keys are random or derived from a new row. */
  put(key: string, bytes: Buffer, contentType: string): Promise<void>;
  /** Stores the file at `path` under a new `key`, streamed: a video of gigabytes is never in memory. */
  putFile(key: string, path: string, contentType: string): Promise<void>;
  /** The file under `key`, or undefined when there is none. */
  get(key: string): Promise<StoredFile | undefined>;
  /** Removes the file under `key`; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Where the files go, for the start-up log (no secrets). */
  readonly where: string;
}

/** Lower-case names in folders: no dot segments, nothing a path or a URL would read differently. */
const KEY = /^(?:[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9]+)*\/)*[a-z0-9][a-z0-9_-]*(?:\.[a-z0-9]+)*$/;

/** Whether `key` may name a stored file. */
export const isStorageKey = (key: string): boolean => key.length <= 200 && KEY.test(key);

export function checkedKey(key: string): string {
  if (!isStorageKey(key)) throw new Error(`not a storage key: ${JSON.stringify(key)}`);
  return key;
}

const isMissing = (error: unknown) =>
  (error as NodeJS.ErrnoException).code === 'ENOENT' ||
  (error as NodeJS.ErrnoException).code === 'ENOTDIR';

/** Files under `root`, each key a path below it. */
export function folderStorage(root: string): FileStorage {
  return {
    where: `the folder ${root}`,
    async put(key, bytes) {
      const path = join(root, checkedKey(key));
      await mkdir(dirname(path), { recursive: true });
      // 'wx' never overwrites: a key used twice fails loudly instead of replacing someone's file.
      await writeFile(path, bytes, { flag: 'wx' });
    },
    async putFile(key, from) {
      const path = join(root, checkedKey(key));
      await mkdir(dirname(path), { recursive: true });
      await copyFile(from, path, constants.COPYFILE_EXCL);
    },
    async get(key) {
      if (!isStorageKey(key)) return undefined;
      const path = join(root, key);
      try {
        const found = await stat(path);
        if (!found.isFile()) return undefined;
        return { body: createReadStream(path), size: found.size, contentType: undefined };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await rm(join(root, checkedKey(key)), { force: true });
    },
  };
}
