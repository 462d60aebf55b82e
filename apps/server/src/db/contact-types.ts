import type { ColumnType, Generated } from 'kysely';

/** 意向洽谈 (contact requests; migration 20261128_41). */
export interface ContactRequestsTable {
  id: Generated<number>;
  /** The member who wrote. */
  userId: number;
  /** CONTACT_TARGETS: 'outcome' | 'service'. */
  targetType: string;
  targetId: number;
  /** The item's name when the request was sent. */
  targetTitle: string;
  /** The member who owns the item; null: the operators answer (their queue). */
  ownerId: number | null;
  /**
   * The organisation whose outcome or product it is (migration 20261129_inbox_01): its workspace
   * answers; the operators only while it has no member.
   */
  orgId: ColumnType<number | null, number | null | undefined, number | null>;
  /** When a member of that organisation first opened it. */
  orgReadAt: ColumnType<number | null, number | null | undefined, number | null>;
  message: string;
  linkman: string;
  linkphone: string;
  /** CONTACT_REQUEST_STATUSES */
  status: number;
  reply: string | null;
  /** 'owner' | 'operator' */
  repliedBy: string | null;
  /** 'sender' | 'owner' | 'operator' */
  closedBy: string | null;
  createdAt: number;
  updatedAt: number;
  repliedAt: number | null;
  closedAt: number | null;
}

/** Items whose full contact a member has seen (migration 20261128_42). */
export interface ContactRevealsTable {
  id: Generated<number>;
  userId: number;
  /** 'outcome' | 'need' */
  targetType: string;
  targetId: number;
  createdAt: number;
}

export interface ContactTables {
  contactRequests: ContactRequestsTable;
  contactReveals: ContactRevealsTable;
}
