// The admin's customer contracts: the searchable list, one customer's record, and a change of role.
import { z } from 'zod';
import { addressSchema, roleSchema } from './account';
import { limitSchema, pageSchema } from './common';
import { enrolmentSchema } from './enrolment';
import { orderSchema } from './order';

export const customerListQuerySchema = z.strictObject({
  /** Part of a name, an e-mail address or a phone number. */
  q: z.string().trim().max(100, 'Search at most 100 characters').optional(),
  _page: pageSchema,
  _limit: limitSchema,
});
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>;

export const customerSummarySchema = z.object({
  id: z.string(),
  name: z.string().nullable(),
  email: z.string(),
  phone: z.string().nullable(),
  role: roleSchema,
  createdAt: z.string(),
  ordersCount: z.number().int(),
  /** What the customer's paid orders came to, after their discounts, in paise. */
  lifetimeValuePaise: z.number().int(),
  lastOrderAt: z.string().nullable(),
});
export type CustomerSummary = z.infer<typeof customerSummarySchema>;

export const customerDetailSchema = customerSummarySchema.extend({
  addresses: z.array(addressSchema.extend({ id: z.string() })),
  orders: z.array(orderSchema),
  enrolments: z.array(enrolmentSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

export const roleChangeSchema = z.object({
  role: z.enum(roleSchema.options, { error: "role must be 'admin' or 'user'" }),
});
export type RoleChange = z.infer<typeof roleChangeSchema>;
