// Transcoding a lesson video, where the video and lessons modules meet: the video is made ready and the
// lessons that show it take its length in one transaction, and shoppers' kept outlines are emptied.
import type { FastifyBaseLogger } from 'fastify';
import type { CurriculumService } from '../lessons/curriculum.service';
import type { VideoService } from '../video/video.service';

export interface TranscodeVideoOptions {
  videos: Pick<VideoService, 'transcodeNext'>;
  curricula: Pick<CurriculumService, 'videoReady'>;
  /** Empties the public reads that show lesson lengths. */
  clearPublicReads: () => void;
  log: FastifyBaseLogger;
}

export function transcodeVideoWorkflow(options: TranscodeVideoOptions) {
  return {
    /** Transcodes due videos one after another until none is left; answers how many it worked on. */
    async drain(): Promise<number> {
      let worked = 0;
      let ready = false;
      while (
        await options.videos.transcodeNext(async (tx, video) => {
          await options.curricula.videoReady(tx, video);
          ready = true;
        }, options.log)
      ) {
        worked += 1;
      }
      if (ready) options.clearPublicReads();
      return worked;
    },
  };
}
