import { z } from 'zod';
import { strictRequest } from '../validation/common.ts';
import { pagingShape } from '../validation/paging.ts';

const envelopeHead = { code: z.number(), msg: z.string() };

/** Every API answer travels in this envelope (DESIGN §3). `code: 1` is success. */
function successEnvelopeOf<T extends z.ZodType>(data: T) {
  return z.object({ ...envelopeHead, data });
}

/** An answer as a client reads it: on success (`code: 1`) `data` holds what the call answers. */
export type Envelope<T = unknown> = z.infer<ReturnType<typeof successEnvelopeOf<z.ZodType<T>>>>;

/**
 * A route's answer schema (the OpenAPI document is generated from it). `data` is nullable
 * because error envelopes, sent through the same route serializer, carry `data: null`.
 */
export function envelopeOf<T extends z.ZodType>(data: T) {
  return successEnvelopeOf(data.nullable());
}

/** The answer of a route that answers no data. */
export const emptyEnvelope = successEnvelopeOf(z.null());

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

/** A page of `record`s (DESIGN §3). */
export function pageOf<T extends z.ZodType>(record: T) {
  return z.object({
    records: z.array(record),
    total: z.number(),
    /** Present on a list that counts no further: more than `total` match (shown 10000+ 条). */
    totalCapped: z.literal(true).optional(),
    pageNum: z.number(),
    pageSize: z.number(),
  });
}

export type Page<T> = z.infer<ReturnType<typeof pageOf<z.ZodType<T>>>>;

/** Paging of every list: pageNum from 1, pageSize 10 by default, at most 100. */
export const pageQuerySchema = strictRequest(pagingShape);
export type PageQuery = z.input<typeof pageQuerySchema>;
