import { md5 } from 'js-md5';

/** Fixed salt mixed into every password before hashing (spec §5); changing it locks everyone out. */
export const PASSWORD_SALT = 'kjcgzh@2026#portal';

/** What the browser sends instead of a password: MD5(salt + password), upper-cased. */
export function digestPassword(plain: string): string {
  return md5(PASSWORD_SALT + plain).toUpperCase();
}
