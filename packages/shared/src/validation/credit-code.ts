/**
 * The unified social credit code of GB 32100-2015: 18 characters from
 * 0-9 A-H J-N P-R T-U W-Y (no I, O, S, V, Z); the last one is a check character computed from the
 * first 17 with the standard's weights, modulo 31. One rule for the browser and the server.
 */
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export const CREDIT_CODE_INVALID = '请输入正确的18位统一社会信用代码';

/** The check character of the first 17 characters, or undefined if one is not allowed. */
export function creditCodeCheckChar(first17: string): string | undefined {
  let sum = 0;
  for (let i = 0; i < 17; i++) {
    const value = CHARSET.indexOf(first17[i] ?? '');
    if (value < 0) return undefined;
    sum += value * (WEIGHTS[i] as number);
  }
  return CHARSET[(31 - (sum % 31)) % 31];
}

/** Whether `code` (upper-cased, trimmed) is a well-formed credit code with a correct check character. */
export function isValidCreditCode(code: string): boolean {
  const c = code.trim().toUpperCase();
  if (c.length !== 18) return false;
  return creditCodeCheckChar(c.slice(0, 17)) === c[17];
}
