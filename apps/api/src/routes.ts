// Every API module, mounted under /api.
import type { FastifyInstance } from 'fastify';
import type { PublicCatalogue } from './modules/catalogue/public-catalogue.service';
import { auditRoutes } from './modules/audit/audit.routes';
import { authRoutes } from './modules/auth/auth.routes';
import { businessRoutes } from './modules/business/business.routes';
import { cartRoutes } from './modules/cart/cart.routes';
import { enquiryRoutes } from './modules/enquiries/enquiry.routes';
import { productRoutes } from './modules/catalogue/product.routes';
import { healthRoutes } from './modules/health/health.routes';
import { curriculumRoutes } from './modules/lessons/curriculum.routes';
import { invoiceRoutes } from './modules/invoices/invoice.routes';
import { customerRoutes } from './modules/customers/customer.routes';
import { certificateRoutes } from './modules/learning/certificate.routes';
import { enrolmentRoutes } from './modules/learning/enrolment.routes';
import { classroomRoutes } from './modules/classroom/classroom.routes';
import { materialRoutes } from './modules/learning/material.routes';
import { seatClaimRoutes } from './modules/learning/seat-claim.routes';
import { rosterRoutes } from './modules/learning/roster.routes';
import { orderRoutes } from './modules/orders/order.routes';
import { paymentRoutes } from './modules/payments/payment.routes';
import { promoRoutes } from './modules/promotions/promo.routes';
import { reportRoutes } from './modules/reports/report.routes';
import { refundRoutes } from './modules/refunds/refund.routes';
import { uploadRoutes } from './modules/uploads/upload.routes';
import { userRoutes } from './modules/users/user.routes';
import { videoRoutes } from './modules/video/video.routes';
import { vitalsRoutes } from './modules/vitals/vitals.routes';
import { seatAlertRoutes } from './modules/waitlist/seat-alert.routes';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Shoppers' product reads, kept a few seconds and shared by the catalogue and cart routes (and
     * emptied by the stock refresh job, which is why app.ts makes it).
     */
    catalogue: PublicCatalogue;
  }
}

export async function apiRoutes(api: FastifyInstance): Promise<void> {
  await api.register(healthRoutes);
  await api.register(authRoutes);
  await api.register(userRoutes);
  await api.register(productRoutes);
  await api.register(curriculumRoutes);
  await api.register(uploadRoutes, { storage: api.storage });
  await api.register(cartRoutes);
  await api.register(orderRoutes);
  await api.register(paymentRoutes);
  await api.register(seatAlertRoutes);
  await api.register(enrolmentRoutes);
  await api.register(classroomRoutes);
  await api.register(videoRoutes);
  await api.register(materialRoutes);
  await api.register(seatClaimRoutes);
  await api.register(businessRoutes);
  await api.register(rosterRoutes);
  await api.register(certificateRoutes);
  await api.register(invoiceRoutes);
  await api.register(promoRoutes);
  await api.register(enquiryRoutes);
  await api.register(reportRoutes);
  await api.register(customerRoutes);
  await api.register(auditRoutes);
  await api.register(refundRoutes);
  if (api.config.webVitals) await api.register(vitalsRoutes);
}
