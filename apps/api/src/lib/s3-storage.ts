// The storage in an S3-compatible object store (AWS S3, Cloudflare R2, MinIO, …), through the AWS SDK v3.
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  NoSuchKey,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { checkedKey, isStorageKey, type FileStorage } from './storage';

/**
 * An S3-compatible store named by `s3://[key:secret@]bucket[/prefix]?region=…&endpoint=…`: the
 * endpoint for a store other than AWS (MinIO, R2, …), addressed by path; without credentials in the
 * address the SDK's own chain supplies them (AWS_ACCESS_KEY_ID and AWS_SECRET_ACCESS_KEY, a role).
 */
export function s3Storage(address: string): FileStorage {
  const url = new URL(address);
  if (url.protocol !== 's3:' || !url.hostname) {
    throw new Error('STORAGE_URL must read s3://bucket[/prefix]?region=…[&endpoint=…]');
  }
  const bucket = url.hostname;
  const prefix = url.pathname.replace(/^\/+|\/+$/g, '');
  const endpoint = url.searchParams.get('endpoint') ?? undefined;
  const client = new S3Client({
    region: url.searchParams.get('region') ?? 'us-east-1',
    ...(endpoint && { endpoint, forcePathStyle: true }),
    ...(url.username && {
      credentials: {
        accessKeyId: decodeURIComponent(url.username),
        secretAccessKey: decodeURIComponent(url.password),
      },
    }),
    // Checksums only where S3 demands them: stores that speak S3 do not all take the newer ones.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const objectKey = (key: string) => (prefix ? `${prefix}/${key}` : key);
  const putObject = (
    key: string,
    body: Buffer | Readable,
    contentType: string,
    contentLength?: number,
  ) =>
    client.send(
      new PutObjectCommand({
        Bucket: bucket,
        Key: objectKey(checkedKey(key)),
        Body: body,
        ContentType: contentType,
        ...(contentLength !== undefined && { ContentLength: contentLength }),
        // As the folder's 'wx': a key used twice is refused rather than replaced.
        IfNoneMatch: '*',
      }),
    );
  return {
    where: `the bucket ${bucket}${prefix ? `/${prefix}` : ''}${endpoint ? ` at ${new URL(endpoint).host}` : ''}`,
    async put(key, bytes, contentType) {
      await putObject(key, bytes, contentType);
    },
    async putFile(key, path, contentType) {
      // One request of a known length (S3 takes up to 5 GB so); a stream's length must be given.
      await putObject(key, createReadStream(path), contentType, (await stat(path)).size);
    },
    async get(key) {
      if (!isStorageKey(key)) return undefined;
      try {
        const found = await client.send(
          new GetObjectCommand({ Bucket: bucket, Key: objectKey(key) }),
        );
        return {
          body: found.Body as Readable,
          size: found.ContentLength ?? 0,
          contentType: found.ContentType,
        };
      } catch (error) {
        if (
          error instanceof NoSuchKey ||
          (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404)
        ) {
          return undefined;
        }
        throw error;
      }
    },
    async delete(key) {
      await client.send(
        new DeleteObjectCommand({ Bucket: bucket, Key: objectKey(checkedKey(key)) }),
      );
    },
  };
}
