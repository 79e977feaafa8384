// The two storages behave alike: the local folder, and an S3-compatible store reached over the S3
// protocol (a real s3rver, and the bucket looked into with a client of its own).
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Peer, type S3Peer } from '../../test/s3-peer';
import { s3Storage } from './s3-storage';
import { folderStorage, isStorageKey, type FileStorage } from './storage';

let peer: S3Peer;
const folder = mkdtempSync(join(tmpdir(), 'kaushal-storage-'));
beforeAll(async () => {
  peer = await startS3Peer();
});
afterAll(async () => {
  await peer.close();
  rmSync(folder, { recursive: true, force: true });
});

const storages: [string, () => FileStorage][] = [
  ['a local folder', () => folderStorage(folder)],
  ['an S3 bucket', () => s3Storage(peer.storageUrl('files'))],
];

describe.each(storages)('storage in %s', (_where, make) => {
  let storage: FileStorage;
  beforeAll(() => {
    storage = make();
  });

  it('gives back what it stored, with its size, and nothing for a key never stored', async () => {
    await storage.put(
      'videos/12/segment-001.ts',
      Buffer.from('the first six seconds'),
      'video/mp2t',
    );
    const found = await storage.get('videos/12/segment-001.ts');
    expect(found?.size).toBe(21);
    expect(await text(found!.body)).toBe('the first six seconds');
    expect(await storage.get('videos/12/segment-002.ts')).toBeUndefined();
  });

  it('stores a file from the disk, streamed', async () => {
    const path = join(folder, 'upload.bin');
    writeFileSync(path, Buffer.alloc(300_000, 7));
    await storage.putFile('video-uploads/ab12', path, 'video/mp4');
    const found = await storage.get('video-uploads/ab12');
    expect(found?.size).toBe(300_000);
    expect(Buffer.concat(await found!.body.toArray()).equals(Buffer.alloc(300_000, 7))).toBe(true);
  });

  it('deletes a file, and deleting one that is gone is no error', async () => {
    await storage.put('notes.pdf', Buffer.from('%PDF-1.7'), 'application/pdf');
    await storage.delete('notes.pdf');
    expect(await storage.get('notes.pdf')).toBeUndefined();
    await expect(storage.delete('notes.pdf')).resolves.toBeUndefined();
  });

  it('refuses keys a path or a URL would read differently, and finds nothing under them', async () => {
    for (const key of [
      '../escape.png',
      'a/../b.png',
      '/root.png',
      'A.png',
      'a//b.png',
      'a/',
      '.hidden',
      'a b.png',
    ]) {
      expect(isStorageKey(key), key).toBe(false);
      await expect(storage.put(key, Buffer.from('x'), 'text/plain'), key).rejects.toThrow(
        'not a storage key',
      );
      expect(await storage.get(key), key).toBeUndefined();
    }
  });
});

it('keeps the local folder’s files as plain files under their keys, and never replaces one', async () => {
  const storage = folderStorage(folder);
  await storage.put('images/abc.png', Buffer.from('first'), 'image/png');
  expect(readFileSync(join(folder, 'images', 'abc.png'), 'utf8')).toBe('first');
  await expect(storage.put('images/abc.png', Buffer.from('second'), 'image/png')).rejects.toThrow();
  expect(readdirSync(join(folder, 'images'))).toEqual(['abc.png']);
  expect(readFileSync(join(folder, 'images', 'abc.png'), 'utf8')).toBe('first');
});

it('keeps an S3 store’s files under the address’s prefix, with their content type', async () => {
  const storage = s3Storage(peer.storageUrl('tenant-a'));
  await storage.put('images/logo.png', Buffer.from('png bytes'), 'image/png');
  expect(await peer.keys()).toContain('tenant-a/images/logo.png');
  expect(await peer.object('tenant-a/images/logo.png')).toEqual({
    bytes: Buffer.from('png bytes'),
    contentType: 'image/png',
  });
  expect((await storage.get('images/logo.png'))?.contentType).toBe('image/png');
  expect(await s3Storage(peer.storageUrl('tenant-b')).get('images/logo.png')).toBeUndefined();
});

it('says where it keeps files without naming the credentials', () => {
  const storage = s3Storage(peer.storageUrl('files'));
  expect(storage.where).toMatch(/^the bucket kaushal-test\/files at 127\.0\.0\.1:\d+$/);
  expect(storage.where).not.toContain('S3RVER');
});
