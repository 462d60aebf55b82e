import { describe, expect, it } from 'vitest';
import {
  canMoveSettlement,
  SETTLEMENT_STATUSES,
  settlementFee,
  settlementPaySchema,
  settlementTotal,
} from '../src/index.ts';

describe('settlement rules', () => {
  it('takes a 1 % service fee rounded to the fen and adds it without float drift', () => {
    expect(settlementFee(1_234_567)).toBe(12_345.67);
    expect(settlementFee(0.5)).toBe(0.01);
    expect(settlementTotal(0.1, 0.2)).toBe(0.3);
    expect(settlementTotal(1_234_567, 12_345.67)).toBe(1_246_912.67);
  });

  it('moves only 0 → 1, 0 → 3 and 3 → 0; paid is final', () => {
    expect(Object.keys(SETTLEMENT_STATUSES)).toEqual(['0', '1', '3']);
    expect(canMoveSettlement(0, 1)).toBe(true);
    expect(canMoveSettlement(0, 3)).toBe(true);
    expect(canMoveSettlement(3, 0)).toBe(true);
    expect(canMoveSettlement(1, 0)).toBe(false);
    expect(canMoveSettlement(1, 3)).toBe(false);
    expect(canMoveSettlement(3, 1)).toBe(false);
    expect(canMoveSettlement(2, 1)).toBe(false);
  });

  it('validates a transfer: money with two decimals, account digits, slip, remark length', () => {
    const good = {
      orderId: 1,
      amount: '1246912.67',
      payerName: '济南华辰',
      payerAccount: '6222 0216 0201 2345 678',
      slipFileId: 3,
    };
    expect(settlementPaySchema.safeParse(good).success).toBe(true);
    const first = (v: object) =>
      settlementPaySchema.safeParse({ ...good, ...v }).error?.issues[0]?.message;
    expect(first({ amount: '1.234' })).toBe('请输入正确的金额');
    expect(first({ amount: '0' })).toBe('请输入正确的金额');
    expect(first({ payerAccount: 'abc' })).toBe('请输入正确的银行账号');
    expect(first({ slipFileId: undefined })).toBe('请上传转账凭证');
    expect(first({ remark: '字'.repeat(301) })).toBe('最多输入300个字符');
  });
});
