import type { AuthInfo } from '@portal/shared/api/index';

/** Certified enterprise members may claim (authType 2 企业, verifyStatus 2 已认证), issue #24. */
export function canClaim(auth: AuthInfo | undefined): boolean {
  return auth?.authType === 2 && auth.verifyStatus === 2;
}

/** Yuan with thousands separators and no decimals (voucher amounts are whole yuan). */
export function yuan(value: number): string {
  return `${String(Math.round(value)).replace(/\B(?=(\d{3})+$)/g, ',')} 元`;
}
