import { getToken } from '@portal/client/auth-storage';

/**
 * Part of the query key of answers that differ per member (isCollect, isFocus, isMine): a guest's
 * cached page is never shown to the member who has just logged in, and the other way round.
 */
export function viewerKey(): string {
  return getToken() ?? 'guest';
}

/** Contract query interfaces → the request layer's plain query record. */
export function asQuery(value: object): Record<string, string | number | boolean | undefined> {
  return value as Record<string, string | number | boolean | undefined>;
}
