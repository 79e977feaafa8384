// Video API: admins' resumable uploads (the tus protocol at /api/uploads/tus), and the files of a
// playback: its playlists, poster and key for the entitled viewer while it lasts, and its encrypted
// segments while it runs. Neither speaks JSON.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, notFound } from '../../lib/app-error';
import { requireAdmin } from '../../plugins/authentication';
import { contentTypeOf } from './video.service';

const fileParamsSchema = z.object({
  token: z.string().regex(/^[A-Za-z0-9_-]{43}$/, 'This is not a playback address'),
  file: z.string().max(40),
});
const renditionParamsSchema = fileParamsSchema.extend({ rendition: z.string().max(8).optional() });

const adminOnly = async (request: FastifyRequest) => {
  requireAdmin(request);
};

export const videoRoutes: FastifyPluginAsyncZod = async (app) => {
  const videos = app.videos;

  // The protocol reads the chunks itself, as they arrive: nothing parses or buffers them first.
  app.addContentTypeParser('application/offset+octet-stream', (_request, _payload, done) => {
    done(null);
  });
  const resumable = async (request: FastifyRequest, reply: FastifyReply) => {
    // The protocol server answers this in plain text; the API answers it in its error shape.
    if (request.headers['tus-resumable'] !== '1.0.0') {
      throw new AppError(
        'PRECONDITION_FAILED',
        'Uploads speak the tus resumable upload protocol: send Tus-Resumable: 1.0.0',
      );
    }
    reply.hijack();
    await videos.uploadServer.handle(request.raw, reply.raw);
  };
  const protocol =
    'The tus 1.0 resumable upload protocol (admins): POST creates an upload of `Upload-Length` bytes with `Upload-Metadata` filetype video/*, HEAD reads its `Upload-Offset`, PATCH appends `application/offset+octet-stream` from that offset. A finished file that is not a sensible video is refused (400) and deleted.';
  app.route({
    method: 'POST',
    url: '/uploads/tus',
    onRequest: adminOnly,
    schema: { description: protocol },
    handler: resumable,
  });
  app.route({
    method: 'PATCH',
    url: '/uploads/tus/:uploadId',
    onRequest: adminOnly,
    schema: { description: protocol },
    handler: resumable,
  });
  // Described with PATCH, as the document leaves every HEAD out.
  app.route({
    method: 'HEAD',
    url: '/uploads/tus/:uploadId',
    onRequest: adminOnly,
    schema: { hide: true },
    handler: resumable,
  });

  const playbackFile = async (
    request: FastifyRequest<{ Params: z.infer<typeof renditionParamsSchema> }>,
    reply: FastifyReply,
  ) => {
    const { token, rendition, file: name } = request.params;
    const file = rendition === undefined ? name : `${rendition}/${name}`;
    const { playback, segment } = await videos.playback(token, file, app.sessionTagOf(request));
    // What lets a learner's player start (playlists, key, poster) follows their access as it is
    // now: a refund or the end of access refuses it at once. A free preview's is anyone's.
    if (!segment && playback.enrolmentId !== null && playback.userId !== null) {
      await app.classroom.assertOpen(playback.userId, playback.enrolmentId, playback.lessonId);
    }
    const found = await videos.fileOf(playback, file);
    if (!found) throw notFound('File', file);
    void reply.header('cache-control', segment ? 'private, max-age=3600' : 'private, no-store');
    if (Buffer.isBuffer(found)) return reply.type('application/octet-stream').send(found);
    return reply.type(contentTypeOf(file)).header('content-length', found.size).send(found.body);
  };
  const description =
    "A playback's files, from the address a lesson gave: master.m3u8, the poster, <rendition>/index.m3u8 and the key while it lasts (10 minutes), to the learner's own session while they may open the lesson; <rendition>/segment-N.ts while it runs. 403 otherwise.";
  app.get(
    '/playback/:token/:file',
    { schema: { description, params: fileParamsSchema } },
    playbackFile,
  );
  app.get(
    '/playback/:token/:rendition/:file',
    { schema: { description, params: renditionParamsSchema } },
    playbackFile,
  );
};
