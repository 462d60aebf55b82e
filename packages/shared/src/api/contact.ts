import { z } from 'zod';
import { CONTACT_TARGET_VALUES } from '../enums/contact-request.ts';

/**
 * 意向洽谈 (contact requests; issue 26). Member paths under `/client/mine/contact/…`; the
 * operators' queue (requests about items without a member owner) under `/admin/contact-requests`.
 */
export const ContactPaths = {
  /** POST ContactRequestValues → CreatedId, msg ContactMessages.sent. */
  send: '/client/mine/contact/send',
  /** GET ?pageNum&pageSize → Page<ContactRequestItem>: 我发出的洽谈, newest first. */
  sentPage: '/client/mine/contact/sent',
  /** GET ?pageNum&pageSize → Page<ContactRequestItem>: 我收到的洽谈, newest first. */
  receivedPage: '/client/mine/contact/received',
  /** POST {id, reply}: the owner answers a waiting request (0 → 1). */
  reply: '/client/mine/contact/reply',
  /** POST {id}: the sender or the owner closes a request (0|1 → 2). */
  close: '/client/mine/contact/close',
  /** GET ?targetType&targetId → ContactRequestItem | null: the member's latest request on an item. */
  mineOnItem: '/client/mine/contact/item',
  /** POST {targetType: outcome|need, targetId} → ContactReveal: the full contact, one quota unit per new item. */
  reveal: '/client/mine/contact/reveal',
  /** GET → RevealQuota: this month's contact reveals by the member's level. */
  revealQuota: '/client/mine/contact/reveal/quota',
} as const;

export const contactRevealResultSchema = z.object({
  linkman: z.string().nullable(),
  linkphone: z.string().nullable(),
  /** Reveals left this month; null: no limit at the member's level. */
  remaining: z.number().nullable(),
});
export type ContactReveal = z.infer<typeof contactRevealResultSchema>;

export const revealQuotaSchema = z.object({
  /** MEMBER_LEVELS */
  level: z.number(),
  /** LEVEL_CONTACT_REVEALS of the level; null: no limit. */
  limit: z.number().nullable(),
  used: z.number(),
  remaining: z.number().nullable(),
});
export type RevealQuota = z.infer<typeof revealQuotaSchema>;

export const AdminContactPaths = {
  /** GET → Page<AdminContactRequest>: requests about items with no member owner. */
  queue: '/admin/contact-requests',
  /** POST {reply}: an operator answers for the platform. */
  reply: (id: number | string) => `/admin/contact-requests/${id}/reply`,
  /** POST: an operator closes a request. */
  close: (id: number | string) => `/admin/contact-requests/${id}/close`,
} as const;

export const contactRequestItemSchema = z.object({
  id: z.number(),
  /** CONTACT_TARGETS */
  targetType: z.enum(CONTACT_TARGET_VALUES),
  targetId: z.number(),
  /** The item's name when the request was sent. */
  targetTitle: z.string(),
  message: z.string(),
  linkman: z.string(),
  linkphone: z.string(),
  /** CONTACT_REQUEST_STATUSES: the request's own status. */
  status: z.number(),
  reply: z.string().nullable(),
  /** The other side: the owner's name for the sender, the sender's username for the owner. */
  counterpart: z.string(),
  createdAt: z.string().nullable(),
  repliedAt: z.string().nullable(),
  closedAt: z.string().nullable(),
});
export type ContactRequestItem = z.infer<typeof contactRequestItemSchema>;

export const adminContactRequestSchema = contactRequestItemSchema.extend({ username: z.string() });
export type AdminContactRequest = z.infer<typeof adminContactRequestSchema>;
