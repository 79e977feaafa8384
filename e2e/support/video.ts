// Lesson videos for browser tests: a short video made by ffmpeg, uploaded as the admin's page would
// upload it (the tus protocol, from the page, with its session), named on a lesson, and waited on until
// the shop's transcode job has made it ready.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import type { Curriculum, Lesson } from '@kaushal/shared/curriculum';
import type { Page } from 'playwright-core';
import { callApi } from './shopper';

const run = promisify(execFile);

/** A `seconds`-long 640×360 video with a tone, made by ffmpeg: its file and its bytes. */
export async function sampleVideo(seconds = 8): Promise<{ path: string; bytes: Buffer }> {
  const path = join(await mkdtemp(join(tmpdir(), 'kaushal-e2e-video-')), 'lesson.mp4');
  await run('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=640x360:rate=25'],
    ...['-f', 'lavfi', '-i', 'sine=frequency=440', '-t', String(seconds)],
    ...['-c:v', 'libx264', '-pix_fmt', 'yuv420p', '-c:a', 'aac', '-y', path],
  ]);
  return { path, bytes: await readFile(path) };
}

/** Uploads `bytes` through the resumable upload protocol from the admin's page; answers the upload id. */
export async function uploadVideo(admin: Page, bytes: Buffer): Promise<string> {
  return admin.evaluate(async (base64) => {
    const body = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const created = await fetch('/api/uploads/tus', {
      method: 'POST',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-length': String(body.length),
        'upload-metadata': `filename ${btoa('lesson.mp4')},filetype ${btoa('video/mp4')}`,
      },
    });
    if (created.status !== 201) throw new Error(`upload create answered ${created.status}`);
    const location = created.headers.get('location')!;
    const sent = await fetch(location, {
      method: 'PATCH',
      headers: {
        'tus-resumable': '1.0.0',
        'upload-offset': '0',
        'content-type': 'application/offset+octet-stream',
      },
      body,
    });
    if (sent.status !== 204)
      throw new Error(`upload answered ${sent.status}: ${await sent.text()}`);
    return location.slice(location.lastIndexOf('/') + 1);
  }, bytes.toString('base64'));
}

/** Gives the lesson the uploaded video and waits until the shop has transcoded it. */
export async function videoOnLesson(
  admin: Page,
  productId: string,
  sectionId: string,
  lessonId: string,
  uploadId: string,
): Promise<void> {
  const named = await callApi<Lesson>(
    admin,
    'PATCH',
    `/products/${productId}/sections/${sectionId}/lessons/${lessonId}`,
    { video: uploadId },
  );
  if (named.status !== 200) throw new Error(`naming the video answered ${named.status}`);
  // The transcode job looks for work every 10 seconds; a short video takes a second or two.
  const deadline = Date.now() + 60_000;
  for (;;) {
    const { body } = await callApi<Curriculum>(admin, 'GET', `/products/${productId}/curriculum`);
    const video = body.sections
      .flatMap((section) => section.lessons)
      .find((lesson) => lesson.id === lessonId)?.video;
    if (video?.state === 'ready') return;
    if (video?.state === 'failed') throw new Error(`the video failed: ${video.failure}`);
    if (Date.now() > deadline) throw new Error('the video was not ready within a minute');
    await admin.waitForTimeout(500);
  }
}
