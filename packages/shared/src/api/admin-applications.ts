import { z } from 'zod';
import { keysOf } from '../enums/label.ts';
import { contactRowShape, decisionRowShape } from './row-shapes.ts';

/**
 * Console queues of member applications decided by the platform (issue #14): policy
 * applications, finance product applications and instrument bookings (pending 0 → accepted 1 /
 * refused 2 with a reason), and financing demands waiting to be published or refused.
 * Read: review + audit; decisions: review only.
 */
export const ADMIN_APPLICATION_KINDS = {
  policy: '政策申报',
  finance: '金融产品申请',
  booking: '仪器预约',
} as const;

export type AdminApplicationKind = keyof typeof ADMIN_APPLICATION_KINDS;

export const AdminApplicationPaths = {
  /** `${applications}${kind}`: the kind's queue. */
  applications: '/admin/applications/',
  applicationDecide: (kind: AdminApplicationKind | string, id: number | string) =>
    `/admin/applications/${kind}/${id}/decide`,
  financing: '/admin/financing',
  /** approve: publish on /DemandUndertaking; refuse with a reason (publishStatus 2). */
  financingDecide: (id: number | string) => `/admin/financing/${id}/decide`,
} as const;

const APPLICATION_KIND_KEYS = keysOf(ADMIN_APPLICATION_KINDS);

export const adminApplicationRowSchema = z.object({
  id: z.number(),
  kind: z.enum(APPLICATION_KIND_KEYS),
  /** Policy name, product (and bank), or instrument with the booked day and slot. */
  subject: z.string(),
  username: z.string(),
  /** linkphone: masked for operators without the review role. */
  ...contactRowShape,
  /** Summary, amount and use, or the booking's purpose. */
  content: z.string(),
  ...decisionRowShape,
});
export type AdminApplicationRow = z.infer<typeof adminApplicationRowSchema>;

export const adminFinancingRowSchema = z.object({
  id: z.number(),
  username: z.string().nullable(),
  companyName: z.string(),
  /** 万元 */
  applyMoney: z.number(),
  projectDesc: z.string().nullable(),
  linkPhone: z.string(),
  publishStatus: z.number(),
  reviewReason: z.string().nullable(),
  createdAt: z.string().nullable(),
  publishedAt: z.string().nullable(),
});
export type AdminFinancingRow = z.infer<typeof adminFinancingRowSchema>;
