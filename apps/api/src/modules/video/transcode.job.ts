// Background job: transcodes the lesson videos admins uploaded, on every instance; each video is
// claimed in the database by one of them (docs/decisions/0070).
import type { FastifyInstance } from 'fastify';
import { startPeriodicJob } from '../../lib/periodic-job';
import { transcodeVideoWorkflow } from '../workflows/transcode-video.workflow';

const TRANSCODE_EVERY_MS = 10_000;

/** Starts the periodic pass; the returned function stops it and waits for a pass in progress. */
export function startTranscoding(app: FastifyInstance): () => Promise<void> {
  const workflow = transcodeVideoWorkflow({
    videos: app.videos,
    curricula: app.curricula,
    clearPublicReads: () => app.catalogue.clear(),
    log: app.log,
  });
  return startPeriodicJob(app.log, {
    everyMs: TRANSCODE_EVERY_MS,
    // A video left half-done by a stopped instance is taken again once its claim runs out.
    atStart: true,
    failure: 'transcoding videos failed',
    async pass() {
      await workflow.drain();
    },
  });
}
