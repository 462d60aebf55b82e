import { randomBytes, randomInt } from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { digestPassword } from '@portal/shared';
import { dictionary } from '@zxcvbn-ts/language-common';

/** OWASP's argon2id baseline (DESIGN §5): 19 MiB, 2 passes, 1 lane. */
const ARGON2_OPTIONS = { memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
const COMMON_PASSWORD_COUNT = 10_000;

/** The browser's digest of each of the 10,000 most common passwords, computed once at start. */
let commonDigests: Set<string> | null = null;

export function isCommonPasswordDigest(digest: string): boolean {
  commonDigests ??= new Set(
    (dictionary['passwords-common'] as string[])
      .slice(0, COMMON_PASSWORD_COUNT)
      .map((p) => digestPassword(p)),
  );
  return commonDigests.has(digest);
}

/** Warms the common-password set so the first registration does not pay for it. */
export function loadCommonPasswords(): number {
  isCommonPasswordDigest('');
  return commonDigests?.size ?? 0;
}

export function hashPasswordDigest(digest: string): Promise<string> {
  return hash(digest, ARGON2_OPTIONS);
}

export async function verifyPasswordDigest(stored: string, digest: string): Promise<boolean> {
  try {
    return await verify(stored, digest);
  } catch {
    return false;
  }
}

/** A stored hash of nothing anyone knows, computed once: the unknown-account check verifies it. */
let dummyHash: Promise<string> | null = null;

/** Spends the time of a real verification and always fails. */
export async function verifyDummyDigest(digest: string): Promise<false> {
  dummyHash ??= hash(randomBytes(32).toString('hex').toUpperCase(), ARGON2_OPTIONS);
  await verifyPasswordDigest(await dummyHash, digest);
  return false;
}

const LOWER = 'abcdefghijkmnpqrstuvwxyz';
const UPPER = 'ABCDEFGHJKLMNPQRSTUVWXYZ';
const DIGITS = '23456789';
const SPECIAL = '!@#$%^&*';

/**
 * A temporary password an operator hands to a member (12 characters from a CSPRNG, without
 * look-alike letters): it meets the complexity rule of spec §5 (a lower-case letter, a digit and
 * one of ~!@#$%^&*), so the member can sign in with it in the browser as usual.
 */
export function temporaryPassword(length = 12): string {
  const pick = (set: string) => set[randomInt(set.length)]!;
  const all = LOWER + UPPER + DIGITS + SPECIAL;
  const chars = [pick(LOWER), pick(DIGITS), pick(SPECIAL), pick(UPPER)];
  while (chars.length < length) chars.push(pick(all));
  for (let i = chars.length - 1; i > 0; i -= 1) {
    const j = randomInt(i + 1);
    [chars[i], chars[j]] = [chars[j]!, chars[i]!];
  }
  return chars.join('');
}
