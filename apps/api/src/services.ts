// The one place the services that several route plugins or jobs share are built, once per app: the order
// service (with its count cache), the configured payment provider, the refund workflow, the accounts,
// promo codes, seat alerts, the curricula, their videos and the classroom. Routes and jobs read them off the app instead of building their own
// copies; a service only one plugin uses is built once, when that plugin registers (docs/decisions/0063).
import type { FastifyInstance } from 'fastify';
import { join } from 'node:path';
import { mailBrandOf } from './lib/mail-layout';
import { classroomService, type ClassroomService } from './modules/classroom/classroom.service';
import { curriculumService, type CurriculumService } from './modules/lessons/curriculum.service';
import { orderService, promoHolders, type OrderService } from './modules/orders/order.service';
import {
  paymentProviderFor,
  type ConfiguredProvider,
} from './modules/payments/configured-provider';
import { promoService, type PromoService } from './modules/promotions/promo.service';
import { userService, type UserService } from './modules/users/user.service';
import { seatAlertService, type SeatAlertService } from './modules/waitlist/seat-alert.service';
import { videoUploads } from './modules/video/video-uploads';
import { videoService, type VideoService } from './modules/video/video.service';
import { orderDocuments } from './modules/workflows/order-documents';
import { refundWorkflow, type RefundWorkflow } from './modules/workflows/refund.workflow';

declare module 'fastify' {
  interface FastifyInstance {
    orders: OrderService;
    paymentProvider: ConfiguredProvider;
    refunds: RefundWorkflow;
    users: UserService;
    promos: PromoService;
    seatAlerts: SeatAlertService;
    curricula: CurriculumService;
    videos: VideoService;
    classroom: ClassroomService;
  }
}

/** Decorates the app with the shared services; call after its database, outbox and clock are set. */
export function decorateServices(app: FastifyInstance): void {
  app.decorate(
    'orders',
    orderService(app.db, {
      paymentTimeoutMinutes: app.config.orderPaymentTimeoutMinutes,
      orderCountCacheMs: app.config.orderCountCacheMs,
      documents: orderDocuments,
    }),
  );
  const paymentProvider = paymentProviderFor(app.config, app.requestLog);
  app.decorate<ConfiguredProvider>('paymentProvider', paymentProvider);
  app.decorate(
    'refunds',
    refundWorkflow(app.db, {
      provider: paymentProvider.provider,
      outbox: app.outbox,
      afterAnswer: app.afterAnswer,
      log: app.requestLog,
      clock: app.clock,
      brand: mailBrandOf(app.config),
    }),
  );
  app.decorate('users', userService(app.db, app.clock));
  const videos = videoService(app.db, {
    storage: app.storage,
    uploads: videoUploads({
      folder: join(app.config.dataDir, 'video-uploads'),
      maxBytes: app.config.videoUploadMaxBytes,
      storage: app.storage,
    }),
    clock: app.clock,
    playbackAllowance: app.config.playbackSessionsMax,
  });
  app.decorate('videos', videos);
  const curricula = curriculumService(app.db, {
    ownOrigin: new URL(app.config.publicUrl).origin,
    videos,
  });
  app.decorate('curricula', curricula);
  app.decorate(
    'classroom',
    classroomService(app.db, {
      curricula,
      videos,
      clock: app.clock,
      outbox: app.outbox,
      brand: mailBrandOf(app.config),
    }),
  );
  app.decorate('promos', promoService(app.db, app.clock, promoHolders));
  app.decorate(
    'seatAlerts',
    seatAlertService({
      db: app.db,
      clock: app.clock,
      mailer: app.mailer,
      brand: mailBrandOf(app.config),
    }),
  );
}
