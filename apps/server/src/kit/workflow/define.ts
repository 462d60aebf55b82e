import type { MessageKind, MessageTarget, OperatorRole, Page } from '@portal/shared';
import type { Transaction } from 'kysely';
import type { z } from 'zod';
import type { Db } from '../../db/index.ts';
import type { Database } from '../../db/types.ts';
import type { Paging } from '../../lib/paging.ts';
import type { SheetColumn } from '../console/list-route.ts';

/** Tables a workflow may live in: an `id`, an owner `userId`, `status`, `reason`, `updatedAt`. */
export type WorkflowTable =
  | 'financeProductApplications'
  | 'instrumentBookings'
  | 'policyApplications'
  | 'voucherClaims'
  | 'voucherRedemptions'
  | 'orgApplications'
  | 'outcomeRevisions'
  | 'productRevisions'
  | 'orgProfileChanges'
  | 'needs'
  | 'certifications'
  | 'contractRegistrations'
  | 'transferRegistrations'
  | 'undertakings'
  | 'participations'
  | 'evaluationRequests';

export type Trx = Transaction<Database>;

/** The timestamp column a transition writes beside the status. */
export type StampColumn = 'decidedAt' | 'settledAt' | 'withdrawnAt' | 'updatedAt';

/** What a hook learns of the move: who decided, the status it left, the reason given. */
export interface HookMove {
  operatorId?: number | null;
  from?: number;
  reason?: string | null;
  /** Values the move carries beside its reason (e.g. a score). */
  input?: MoveInput;
}

/** Values a move carries beside its reason (e.g. a score), from the console's body or the CLI. */
export type MoveInput = Readonly<Record<string, unknown>>;

/** One allowed move of a row's status, and what it tells the member. */
export interface Transition {
  from: readonly number[];
  to: number;
  /** Console and CLI wording of the action, e.g. 发放, 驳回. */
  label: string;
  stamp: StampColumn;
  /** Whether the mover must give a reason (kept in `reason`). */
  reasonRequired?: boolean;
  /** Empties the reason column (a move out of a refusal, e.g. published after all). */
  clearsReason?: boolean;
  /** The console's answer (default 已<label>). */
  done?: string;
  /** The member's message; absent for the member's own moves (withdraw). */
  notice?: (
    subject: string,
    reason: string | null,
    input: MoveInput,
  ) => { title: string; body: string };
  /**
   * Domain logic, in the moving transaction after the status changed (issue a voucher, …).
   * Throwing rolls the whole move back, message included.
   */
  hook?: (trx: Trx, id: number, now: number, move: HookMove) => Promise<void>;
  /** After the move's transaction committed (drop a cache that must not see the old row). */
  afterCommit?: (db: Db, id: number) => Promise<void>;
}

/** Who asks for a read model: members see their own file links, operators the console's. */
export type Audience = 'member' | 'console';

export interface ViewFilter {
  id?: number;
  userId?: number;
  status?: number | undefined;
  keyword?: string | undefined;
  /** The domain's own filters of the member's list (MemberPaths.pageQuery), as parsed. */
  extra?: Readonly<Record<string, unknown>>;
}

/**
 * One "member submits, operator decides" workflow (DESIGN §13): the kit derives the member
 * routes (submit, mine paged, detail, withdraw), the console queue (list with status and
 * keyword, detail, every decision with its audit row, Excel export) and the CLI verbs from it.
 */
export interface WorkflowDefinition<V, S extends z.ZodType = z.ZodType> {
  /** Audit action prefix and OpenAPI tag, e.g. `voucher.claim`. */
  key: string;
  /** 创新券申领 */
  name: string;
  table: WorkflowTable;
  /** false: the table has no updatedAt column (the stamp alone records the move). */
  updatedAt?: false;
  /** The column the refusal's reason lives in (default `reason`); also its audit name. */
  reasonColumn?: 'reason' | 'reviewReason';
  statuses: Readonly<Record<number, string>>;
  /** The member takes their own row back (only from `from`). */
  withdraw?: Transition;
  /** Operator moves by name (approve, refuse, settle); `approve` and `refuse` form the decide route. */
  decisions: Readonly<Record<string, Transition>>;
  /**
   * Tags of the cached public answers this workflow's rows show in (lib/cache-registry.ts),
   * invalidated after every committed move and member submit; absent: no public answer shows them.
   */
  cacheTags?: readonly string[];
  /** Roles: `decide` moves rows; `read` (plus decide) lists them. */
  roles: { decide: readonly OperatorRole[]; read: readonly OperatorRole[] };
  messages: {
    notFound: string;
    reasonRequired: string;
    /** A move not allowed from the row's current status (its label; `to`: the target's). */
    refused: (current: string, to: string) => string;
    /** The answer's code for a refused move: 400 (default) or 409 (already decided). */
    refusedCode?: 400 | 409;
    withdrawRefused: string;
    /** The member's withdraw succeeded (default 撤回成功). */
    withdrawn?: string;
    /** A malformed id in the member's detail query (default: notFound). */
    idInvalid?: string;
  };
  notice: {
    kind: MessageKind;
    /** What the message links to; absent: a message without a link. */
    target?: MessageTarget;
    /** The id the message links to, when not the row's own (e.g. the product applied for). */
    targetId?: (trx: Trx, id: number) => Promise<number>;
  };
  /** The row's name in messages (the batch, the order…), read in the moving transaction. */
  subject: (trx: Trx, id: number) => Promise<string>;
  /** The read model: one page of views for a filter (`now`: the clock, for derived states). */
  views: (
    db: Db,
    filter: ViewFilter,
    paging: Paging,
    audience: Audience,
    now: number,
  ) => Promise<Page<V>>;
  view: z.ZodType<V>;
  /** What operators without the decide role see of a view (contact phones masked). */
  mask?: (v: V) => V;
  /** Console export columns (the same views as the list); the sheet is named after the workflow. */
  sheetColumns: SheetColumn<V>[];
  /** The member's submit: body schema and the domain's insert (absent: the domain's own). */
  submit?: {
    body: S;
    run: (db: Db, userId: number, body: z.output<S>, now: number) => Promise<number>;
    message: string;
  };
  /** One line per row of the CLI's pending list. */
  cliLine: (v: V) => string;
}

export function defineWorkflow<V, S extends z.ZodType>(
  def: WorkflowDefinition<V, S>,
): WorkflowDefinition<V, S> {
  return def;
}
