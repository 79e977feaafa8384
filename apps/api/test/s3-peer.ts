// A real S3-protocol server for the storage tests (s3rver, on a random port, its files in a scratch
// folder), and a client of its own to look into the bucket independently of lib/storage.ts.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GetObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import S3rver from 's3rver';

/** s3rver's own fixed credentials. */
const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';

export interface S3Peer {
  /** A STORAGE_URL for the bucket, under `prefix`. */
  storageUrl(prefix?: string): string;
  /** The keys in the bucket, whoever wrote them. */
  keys(): Promise<string[]>;
  /** An object's bytes and content type, read straight from the server. */
  object(key: string): Promise<{ bytes: Buffer; contentType: string | undefined }>;
  close(): Promise<void>;
}

export async function startS3Peer(bucket = 'kaushal-test'): Promise<S3Peer> {
  const directory = mkdtempSync(join(tmpdir(), 'kaushal-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({
    region: 'us-east-1',
    endpoint,
    forcePathStyle: true,
    credentials: { accessKeyId: ACCESS_KEY, secretAccessKey: SECRET_KEY },
  });
  return {
    storageUrl: (prefix = '') =>
      `s3://${ACCESS_KEY}:${SECRET_KEY}@${bucket}/${prefix}?region=us-east-1&endpoint=${encodeURIComponent(endpoint)}`,
    async keys() {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: bucket }));
      return (listed.Contents ?? []).map((object) => object.Key!).sort();
    },
    async object(key) {
      const found = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      return {
        bytes: Buffer.from(await found.Body!.transformToByteArray()),
        contentType: found.ContentType,
      };
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
