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

export interface AdminApplicationRow {
  id: number;
  kind: AdminApplicationKind;
  /** Policy name, product (and bank), or instrument with the booked day and slot. */
  subject: string;
  username: string;
  companyName: string;
  linkman: string;
  /** Masked for operators without the review role. */
  linkphone: string;
  /** Summary, amount and use, or the booking's purpose. */
  content: string;
  status: number;
  reason: string | null;
  createdAt: string | null;
  decidedAt: string | null;
}

export interface AdminFinancingRow {
  id: number;
  username: string | null;
  companyName: string;
  /** 万元 */
  applyMoney: number;
  projectDesc: string | null;
  linkPhone: string;
  publishStatus: number;
  reviewReason: string | null;
  createdAt: string | null;
  publishedAt: string | null;
}
