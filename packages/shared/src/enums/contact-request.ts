import { keysOf } from './label.ts';

/**
 * 意向洽谈 (contact requests; issue 26): a member writes to the owner of an outcome or a
 * service product. 0 waits for the owner's reply; the owner replies (1); either side closes (2).
 * One waiting request per member and item; at most LEVEL_CONTACT_REQUESTS (by member level) a day.
 */
export const CONTACT_REQUEST_STATUSES = { 0: '待回复', 1: '已回复', 2: '已关闭' } as const;

export type ContactRequestStatus = keyof typeof CONTACT_REQUEST_STATUSES;

/** What a contact request can be about, with the word the lists show. */
export const CONTACT_TARGETS = { outcome: '科技成果', service: '服务产品' } as const;

export type ContactTarget = keyof typeof CONTACT_TARGETS;

export const CONTACT_TARGET_VALUES = keysOf(CONTACT_TARGETS);

/** At most this many characters in a request's message and in a reply. */
export const CONTACT_MESSAGE_MAX = 500;
