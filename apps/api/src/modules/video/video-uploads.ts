// Resumable video uploads (the tus protocol, @tus/server): an admin's file arrives in chunks into this
// instance's data folder and survives a dropped connection. A finished one is checked with ffprobe:
// one that is not a sensible video is refused and deleted, a good one moves to the shared storage,
// where any instance's transcode finds it, and a lesson names it by its id (docs/decisions/0070).
import { createWriteStream } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { errorStatus, type ErrorCode } from '@kaushal/shared';
import { FileStore } from '@tus/file-store';
import { Server } from '@tus/server';
import type { FileStorage } from '../../lib/storage';
import { probeVideo, VideoRefused } from './ffmpeg';

export const TUS_PATH = '/api/uploads/tus';

/** What a browser may send as a video; the file itself is checked when it is complete. */
const VIDEO_TYPE = /^video\/[a-z0-9.+-]+$/;

export interface VideoUploads {
  /** The tus protocol's server; the route hands it the requests under TUS_PATH. */
  readonly server: Server;
  /** Whether the upload finished, passed the checks and is kept. */
  finished(uploadId: string): Promise<boolean>;
  /** Copies the kept upload to `path` on this instance's disk. */
  download(uploadId: string, path: string): Promise<void>;
  remove(uploadId: string): Promise<void>;
}

/** A refusal the protocol server answers with its status and body: the API's error shape. */
class Refusal extends Error {
  readonly status_code: number;
  readonly body: string;

  constructor(code: ErrorCode, message: string) {
    super(message);
    this.status_code = errorStatus[code];
    this.body = JSON.stringify({ code, message });
  }
}

const keyOf = (uploadId: string) => `video-uploads/${uploadId}`;

/** The API's error code for each status the protocol server answers with (410: an expired upload). */
const CODES: Record<number, ErrorCode> = {
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  410: 'NOT_FOUND',
  412: 'PRECONDITION_FAILED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
};
const codeOf = (status: number): ErrorCode =>
  CODES[status] ?? (status >= 500 ? 'INTERNAL' : 'BAD_REQUEST');

/**
 * The protocol server's own refusals (a missing Tus-Resumable header, a wrong offset, an unknown
 * upload) in the API's error shape, as every other answer of the API: clients read `code` and
 * `message` alike. Ours are in it already.
 */
function inErrorShape(error: Error | { status_code: number; body: string }) {
  if (error instanceof Refusal) return { status_code: error.status_code, body: error.body };
  const status = 'status_code' in error ? error.status_code : 500;
  const message = 'body' in error ? error.body.trim() : 'The upload failed: try again';
  return { status_code: status, body: JSON.stringify({ code: codeOf(status), message }) };
}

export function videoUploads(options: {
  folder: string;
  maxBytes: number;
  storage: FileStorage;
}): VideoUploads {
  const { storage } = options;
  const store = new FileStore({ directory: options.folder });
  const server = new Server({
    path: TUS_PATH,
    datastore: store,
    maxSize: options.maxBytes,
    relativeLocation: true,
    onResponseError: (_request, error) => inErrorShape(error),
    async onUploadCreate(_request, upload) {
      const type = upload.metadata?.filetype ?? '';
      if (!VIDEO_TYPE.test(type)) {
        throw new Refusal(
          'UNSUPPORTED_MEDIA_TYPE',
          'Upload a video file, such as MP4, MOV, WebM or MKV',
        );
      }
      return {};
    },
    async onUploadFinish(_request, upload) {
      const path = join(options.folder, upload.id);
      try {
        await probeVideo(path);
        await storage.putFile(keyOf(upload.id), path, upload.metadata?.filetype ?? 'video/mp4');
      } catch (error) {
        if (error instanceof VideoRefused) {
          throw new Refusal('VALIDATION_FAILED', error.message);
        }
        throw error;
      } finally {
        await store.remove(upload.id);
      }
      return {};
    },
  });
  return {
    server,
    async finished(uploadId) {
      const kept = await storage.get(keyOf(uploadId));
      kept?.body.destroy();
      return kept !== undefined;
    },
    async download(uploadId, path) {
      const kept = await storage.get(keyOf(uploadId));
      if (!kept) throw new VideoRefused('Its upload is gone: upload the video again');
      await pipeline(kept.body, createWriteStream(path));
    },
    async remove(uploadId) {
      await storage.delete(keyOf(uploadId));
    },
  };
}
