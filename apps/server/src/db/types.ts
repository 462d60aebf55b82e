import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ActivityTables } from './activity-types.ts';
import type { ArticleTables } from './article-types.ts';
import type { CollectionTables } from './collection-types.ts';
import type { ContactTables } from './contact-types.ts';
import type { ContentTables } from './content-types.ts';
import type { EvaluationTables } from './evaluation-types.ts';
import type { FinanceTables } from './finance-types.ts';
import type { HomeTables } from './home-types.ts';
import type { InteractionTables } from './interaction-types.ts';
import type { MarketTables } from './market-types.ts';
import type { MatchTables } from './match-types.ts';
import type { MemberTables } from './member-types.ts';
import type { MerchantTables } from './merchant-types.ts';
import type { MessageTables } from './message-types.ts';
import type { OperatorTables } from './operator-types.ts';
import type { PolicyTables } from './policy-types.ts';
import type { ResourceTables } from './resource-types.ts';
import type { SearchTables } from './search-types.ts';
import type { SettlementTables } from './settlement-types.ts';
import type { TradeTables } from './trade-types.ts';
import type { ViewDayTables } from './view-day-types.ts';
import type { VoucherPublicTables } from './voucher-public-types.ts';
import type { VoucherTables } from './voucher-types.ts';

/**
 * Table types. Columns are snake_case in the database and camelCase here (CamelCasePlugin).
 * `*At` columns holding numbers are epoch milliseconds; text dates are yyyy-MM-dd[ HH:mm:ss].
 */
export interface UsersTable {
  id: Generated<number>;
  username: string;
  telephone: string;
  passwordHash: string;
  passwordChangedAt: number;
  accountType: number;
  /** 'member' or 'operator'. */
  role: string;
  authType: Generated<number>;
  verifyStatus: Generated<number>;
  failedLogins: Generated<number>;
  lockedUntil: number | null;
  /** 1 active, 0 deleted by the member. */
  status: Generated<number>;
  createdAt: number;
  updatedAt: number;
}

export interface SessionsTable {
  id: Generated<number>;
  tokenHash: string;
  userId: number;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  endedAt: number | null;
  ip: string;
  userAgent: string;
}

export interface SmsCodesTable {
  id: Generated<number>;
  telephone: string;
  purpose: number;
  codeHash: string;
  createdAt: number;
  expiresAt: number;
  attempts: Generated<number>;
  usedAt: number | null;
  ip: string;
}

export interface QuotaCountersTable {
  scope: string;
  key: string;
  /** The counting window: a Shanghai date, an hour, or '-' for interval rows. */
  period: string;
  count: number;
  lastAt: number;
}

export interface SlideChallengesTable {
  id: string;
  answerX: number;
  createdAt: number;
  verifiedAt: number | null;
  ticketHash: string | null;
  ticketExpiresAt: number | null;
  ticketUsedAt: number | null;
  ip: string;
}

export interface CertificationsTable {
  id: Generated<number>;
  userId: number;
  authType: number;
  realName: string;
  certNo: string;
  /** JSON array of file ids. */
  materials: string;
  status: number;
  reason: string | null;
  submittedAt: number;
  decidedAt: number | null;
  decidedBy: number | null;
}

export interface FilesTable {
  id: Generated<number>;
  userId: number | null;
  storedName: string;
  originalName: string;
  mime: string;
  size: number;
  createdAt: number;
  /** 1: a published image served statically under /uploads/; 0: owner and operators only. */
  isPublic: ColumnType<number, number | undefined, number>;
}

export interface AuditLogTable {
  id: Generated<number>;
  userId: number | null;
  actor: string;
  action: string;
  outcome: string;
  ip: string;
  /** The request's User-Agent (first 300 characters), '' for CLI entries. */
  userAgent: ColumnType<string, string | undefined, string>;
  detail: string;
  createdAt: number;
  /** The operator (operators.id) for console actions; null for members and the CLI. */
  operatorId: ColumnType<number | null, number | null | undefined, number | null>;
}

/** Every table; each domain's tables live in their own file and are merged here. */
export interface Database
  extends CollectionTables,
    ContactTables,
    ContentTables,
    EvaluationTables,
    HomeTables,
    MarketTables,
    MatchTables,
    TradeTables,
    SearchTables,
    ArticleTables,
    ActivityTables,
    InteractionTables,
    PolicyTables,
    MemberTables,
    MerchantTables,
    MessageTables,
    FinanceTables,
    ResourceTables,
    SettlementTables,
    OperatorTables,
    VoucherTables,
    VoucherPublicTables,
    ViewDayTables {
  users: UsersTable;
  sessions: SessionsTable;
  smsCodes: SmsCodesTable;
  quotaCounters: QuotaCountersTable;
  slideChallenges: SlideChallengesTable;
  certifications: CertificationsTable;
  files: FilesTable;
  auditLog: AuditLogTable;
}

export type User = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type UserUpdate = Updateable<UsersTable>;
export type Session = Selectable<SessionsTable>;
export type Certification = Selectable<CertificationsTable>;
export type StoredFile = Selectable<FilesTable>;
