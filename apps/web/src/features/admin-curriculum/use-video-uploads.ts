// The curriculum page's video uploads, over the resumable upload protocol (tus): one per video lesson at
// a time, with its progress, pause and resume, and the server's refusal in its own words. Once the file
// is in, the lesson names it and the server starts processing it. The uploads belong to the page, not to
// a lesson's row, so a lesson moved to another section keeps its upload going.
import type { Curriculum } from '@kaushal/shared/curriculum';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Upload } from 'tus-js-client';
import { errorMessage } from '../../lib/api-error';
import { useEditLessonMutation } from './curriculum-api';
import { percentSent, uploadIdOf, uploadProblem } from './upload-words';

/**
 * Sending the bytes; paused by the admin; checked by the server once every byte is in; named on the
 * lesson; done; or stopped with a problem.
 */
export type UploadPhase = 'sending' | 'paused' | 'checking' | 'saving' | 'done' | 'failed';

export interface VideoUpload {
  fileName: string;
  percent: number;
  phase: UploadPhase;
  /** Why it stopped, once it has failed. */
  problem: string | null;
  /** A failed upload that may carry on from where it stopped (the connection, not the file, failed). */
  resumable: boolean;
}

const TUS_ENDPOINT = '/api/uploads/tus';
/** Large enough to keep the connection busy, small enough that a dropped one loses little. */
const CHUNK_BYTES = 8 * 1024 * 1024;
/** The waits before each retry of a failed request; after the last, the admin is told and may resume. */
const RETRY_DELAYS_MS = [0, 1000, 3000, 5000, 10_000];

export function useVideoUploads(productId: string, curriculum: Curriculum | undefined) {
  const [uploads, setUploads] = useState<Readonly<Record<string, VideoUpload>>>({});
  const running = useRef(new Map<string, Upload>());
  const [editLesson] = useEditLessonMutation();
  // The lesson may have moved to another section while its file was sent; its address is read then.
  const latest = useRef(curriculum);
  useEffect(() => {
    latest.current = curriculum;
  }, [curriculum]);

  const change = useCallback(
    (lessonId: string, next: (upload: VideoUpload) => Partial<VideoUpload>) =>
      setUploads((current) => {
        const upload = current[lessonId];
        return upload ? { ...current, [lessonId]: { ...upload, ...next(upload) } } : current;
      }),
    [],
  );
  const fail = useCallback(
    (lessonId: string, problem: string, resumable = false) =>
      change(lessonId, () => ({ phase: 'failed', problem, resumable })),
    [change],
  );

  // Leaving the page stops the uploads where they are: choosing the same file again carries on from there.
  useEffect(() => {
    const uploadsOfPage = running.current;
    return () => {
      for (const upload of uploadsOfPage.values()) void upload.abort();
    };
  }, []);

  const nameOnLesson = useCallback(
    async (lessonId: string, uploadUrl: string) => {
      running.current.delete(lessonId);
      change(lessonId, () => ({ phase: 'saving', percent: 100 }));
      const lesson = latest.current?.sections
        .flatMap((section) => section.lessons)
        .find((each) => each.id === lessonId);
      if (!lesson) {
        fail(lessonId, 'The lesson was deleted while its video was uploading.');
        return;
      }
      const result = await editLesson({
        productId,
        sectionId: lesson.sectionId,
        lessonId,
        patch: { video: uploadIdOf(uploadUrl) },
      });
      if (result.error) {
        fail(
          lessonId,
          errorMessage(result.error, 'The video arrived but was not given to the lesson.'),
        );
      } else {
        change(lessonId, () => ({ phase: 'done' }));
      }
    },
    [productId, editLesson, change, fail],
  );

  const start = useCallback(
    async (lessonId: string, file: File) => {
      void running.current.get(lessonId)?.abort();
      running.current.delete(lessonId);
      setUploads((current) => ({
        ...current,
        [lessonId]: {
          fileName: file.name,
          percent: 0,
          phase: 'sending',
          problem: null,
          resumable: false,
        },
      }));
      // The protocol's client is fetched with the first upload: the page opens without it.
      const tus = await import('tus-js-client').catch(() => undefined);
      if (!tus) {
        fail(lessonId, 'The uploader could not be loaded. Check your connection and try again.');
        return;
      }
      const upload: Upload = new tus.Upload(file, {
        endpoint: TUS_ENDPOINT,
        metadata: { filename: file.name, filetype: file.type },
        chunkSize: CHUNK_BYTES,
        retryDelays: RETRY_DELAYS_MS,
        // The server moves a finished upload on, so there is nothing left to resume.
        removeFingerprintOnSuccess: true,
        onProgress: (sent, total) =>
          change(lessonId, (current) =>
            current.phase === 'sending'
              ? { percent: percentSent(sent, total), phase: sent >= total ? 'checking' : 'sending' }
              : {},
          ),
        onError: (error) => {
          const problem = uploadProblem(error instanceof tus.DetailedError ? error : {});
          fail(lessonId, problem.message, problem.resumable);
        },
        onSuccess: () => void nameOnLesson(lessonId, upload.url ?? ''),
      });
      running.current.set(lessonId, upload);
      // The same file chosen again, after the page was left or the upload failed, carries on from
      // where it stopped.
      const [previous] = await upload.findPreviousUploads();
      if (previous) upload.resumeFromPreviousUpload(previous);
      upload.start();
    },
    [change, fail, nameOnLesson],
  );

  const pause = useCallback(
    (lessonId: string) => {
      void running.current.get(lessonId)?.abort();
      change(lessonId, () => ({ phase: 'paused' }));
    },
    [change],
  );

  const resume = useCallback(
    (lessonId: string) => {
      const upload = running.current.get(lessonId);
      if (!upload) return;
      change(lessonId, () => ({ phase: 'sending', problem: null, resumable: false }));
      upload.start();
    },
    [change],
  );

  return { uploads, start, pause, resume };
}
