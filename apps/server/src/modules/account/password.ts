import { randomBytes } from 'node:crypto';
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
