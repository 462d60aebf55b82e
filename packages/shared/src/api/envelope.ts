import type { z } from 'zod';
import type { pagingShape } from '../validation/paging.ts';

/** Every API answer travels in this envelope (DESIGN §3). `code: 1` is success. */
export interface Envelope<T = unknown> {
  code: number;
  msg: string;
  data: T;
}

/** Application outcome codes carried in the envelope (HTTP status stays 200). */
export const ApiCode = {
  SUCCESS: 1,
  NOT_LOGGED_IN: -401,
  INVALID: 400,
  FORBIDDEN: 403,
  /** The action needs a certified (已认证) member; the client links to /Auth (added, issue 26). */
  NOT_CERTIFIED: 40302,
  NOT_FOUND: 404,
  CONFLICT: 409,
  LOCKED: 423,
  TOO_MANY: 429,
  SERVER_ERROR: 500,
  /** A helper service (OCR) is absent or failed: the client shows msg and lets the user type. */
  UNAVAILABLE: 503,
  /** Rejected silently by the client (spec §8). */
  SILENT: 400101,
  /** Session ended elsewhere: the client asks the user to log in again (spec §8). */
  RELOGIN_CODES: [50008, 50012, 50014] as readonly number[],
} as const;

export interface Page<T> {
  records: T[];
  total: number;
  /** Present on a list that counts no further: more than `total` match (shown 10000+ 条). */
  totalCapped?: true;
  pageNum: number;
  pageSize: number;
}

/** Paging of every list: pageNum from 1, pageSize 10 by default, at most 100. */
export type PageQuery = z.input<z.ZodObject<typeof pagingShape>>;
