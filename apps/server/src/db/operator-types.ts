import type { Generated, Selectable } from 'kysely';

/** Operator accounts of the console (issue #14), separate from members. */
export interface OperatorsTable {
  id: Generated<number>;
  username: string;
  displayName: string;
  passwordHash: string;
  passwordChangedAt: number;
  /** 1 until the operator replaces the password an administrator set. */
  mustChangePassword: Generated<number>;
  /** Comma-separated OPERATOR_ROLES keys. */
  roles: string;
  failedLogins: Generated<number>;
  lockedUntil: number | null;
  /** 1 active, 0 disabled. */
  status: Generated<number>;
  lastLoginAt: number | null;
  createdAt: number;
  updatedAt: number;
}

export interface OperatorSessionsTable {
  id: Generated<number>;
  tokenHash: string;
  operatorId: number;
  createdAt: number;
  lastSeenAt: number;
  expiresAt: number;
  endedAt: number | null;
  ip: string;
  userAgent: string;
}

export interface OperatorTables {
  operators: OperatorsTable;
  operatorSessions: OperatorSessionsTable;
}

export type Operator = Selectable<OperatorsTable>;
export type OperatorSession = Selectable<OperatorSessionsTable>;
