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

export interface ContactReveal {
  linkman: string | null;
  linkphone: string | null;
  /** Reveals left this month; null: no limit at the member's level. */
  remaining: number | null;
}

export interface RevealQuota {
  /** MEMBER_LEVELS */
  level: number;
  /** LEVEL_CONTACT_REVEALS of the level; null: no limit. */
  limit: number | null;
  used: number;
  remaining: number | null;
}

export const AdminContactPaths = {
  /** GET → Page<AdminContactRequest>: requests about items with no member owner. */
  queue: '/admin/contact-requests',
  /** POST {reply}: an operator answers for the platform. */
  reply: (id: number | string) => `/admin/contact-requests/${id}/reply`,
  /** POST: an operator closes a request. */
  close: (id: number | string) => `/admin/contact-requests/${id}/close`,
} as const;

export interface ContactRequestItem {
  id: number;
  /** CONTACT_TARGETS */
  targetType: 'outcome' | 'service';
  targetId: number;
  /** The item's name when the request was sent. */
  targetTitle: string;
  message: string;
  linkman: string;
  linkphone: string;
  /** CONTACT_REQUEST_STATUSES: the request's own status. */
  status: number;
  reply: string | null;
  /** The other side: the owner's name for the sender, the sender's username for the owner. */
  counterpart: string;
  createdAt: string | null;
  repliedAt: string | null;
  closedAt: string | null;
}

export interface AdminContactRequest extends ContactRequestItem {
  username: string;
}
