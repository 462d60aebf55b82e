import { createHash, randomBytes, randomInt } from 'node:crypto';

/** 256-bit opaque token, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Tokens and codes are stored only as this digest. */
export function sha256(value: string): string {
  return createHash('sha256').update(value).digest('hex');
}

export function sixDigitCode(): string {
  return randomInt(0, 1_000_000).toString().padStart(6, '0');
}

/**
 * A new session (a member's or an operator's) for a fresh token: what its row starts with
 * besides its owner — the token's digest, its times (ending `absoluteMs` after `now` at the
 * latest) and the client it was opened from.
 */
export function openedSession(
  token: string,
  meta: { ip: string; userAgent: string },
  now: number,
  absoluteMs: number,
) {
  return {
    tokenHash: sha256(token),
    createdAt: now,
    lastSeenAt: now,
    expiresAt: now + absoluteMs,
    endedAt: null,
    ip: meta.ip,
    userAgent: meta.userAgent.slice(0, 300),
  };
}
