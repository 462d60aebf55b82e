import { describe, expect, it } from 'vitest';
import { voucherCap } from '../src/features/voucher/components/voucher-order-panel.tsx';
import { canClaim, yuan } from '../src/features/voucher/logic/claim-gate.ts';

describe('voucher order cap', () => {
  it('is the batch share of the price rounded down, within the balance', () => {
    expect(voucherCap(19_999, 50, 100_000)).toBe(9_999);
    expect(voucherCap(20_000, 50, 6_000)).toBe(6_000);
    expect(voucherCap(20_000, 50, 0)).toBe(0);
  });
});

describe('who may claim and how amounts read', () => {
  it('lets certified enterprise members claim only', () => {
    const auth = (authType: number, verifyStatus: 0 | 1 | 2 | 3) => ({
      authType,
      verifyStatus,
      reason: null,
      materials: [],
      submittedAt: null,
      decidedAt: null,
    });
    expect(canClaim(auth(2, 2))).toBe(true);
    expect(canClaim(auth(2, 1))).toBe(false);
    expect(canClaim(auth(1, 2))).toBe(false);
    expect(canClaim(undefined)).toBe(false);
  });

  it('writes whole yuan with thousands separators', () => {
    expect(yuan(1234567)).toBe('1,234,567 元');
  });
});
