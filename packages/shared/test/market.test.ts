import { describe, expect, it } from 'vitest';
import {
  AUCTION_STATUSES,
  AUCTION_TRANSITIONS,
  COLLECT_KINDS,
  COLLECT_PATHS,
  canMoveAuction,
  canMoveOrder,
  ORDER_STATUSES,
  ORDER_TRANSITIONS,
  SEARCH_CAT_DOCS,
  SEARCH_CAT_TYPES,
  SEARCH_DOC_TYPES,
  SEARCH_TYPE_DOCS,
  SEARCH_TYPES,
} from '../src/index.ts';
import { bidOfferSchema, contractSchema, undertakeSchema } from '../src/validation/market.ts';

describe('market status flows', () => {
  it('moves orders and auctions only between values of their tables', () => {
    for (const [from, tos] of Object.entries(ORDER_TRANSITIONS)) {
      expect(Object.hasOwn(ORDER_STATUSES, from)).toBe(true);
      for (const to of tos) expect(Object.hasOwn(ORDER_STATUSES, String(to))).toBe(true);
    }
    expect(Object.keys(AUCTION_TRANSITIONS)).toEqual(Object.keys(AUCTION_STATUSES));
    expect(canMoveAuction(0, 1)).toBe(true);
    expect(canMoveAuction(2, 5)).toBe(true);
    expect(canMoveAuction(3, 5)).toBe(false);
    expect(canMoveAuction(3, 4)).toBe(true);
    expect(canMoveAuction(4, 3)).toBe(false);
    expect(canMoveOrder(6, 8)).toBe(true);
    expect(canMoveOrder(8, 6)).toBe(true);
    expect(canMoveOrder(4, 5)).toBe(false);
    expect(canMoveOrder(9, 1)).toBe(false);
  });

  it('has a collect and a cancel path for every collectable kind, the spec §7 ones verbatim', () => {
    expect(Object.keys(COLLECT_PATHS).sort()).toEqual(Object.keys(COLLECT_KINDS).sort());
    for (const kind of ['tech', 'vip', 'action', 'policy', 'reward', 'product'] as const) {
      expect(COLLECT_PATHS[kind]).toEqual({
        collect: `/client/mine/collect/${kind}`,
        cancel: `/client/mine/collect/${kind}/cancel`,
      });
    }
  });

  it('maps every search type and category type to a document type', () => {
    expect(Object.keys(SEARCH_TYPE_DOCS)).toEqual(Object.keys(SEARCH_TYPES));
    expect(Object.keys(SEARCH_CAT_DOCS)).toEqual(Object.keys(SEARCH_CAT_TYPES));
    for (const docType of [...Object.values(SEARCH_TYPE_DOCS), ...Object.values(SEARCH_CAT_DOCS)]) {
      expect(Object.hasOwn(SEARCH_DOC_TYPES, docType)).toBe(true);
    }
  });
});

describe('market forms', () => {
  it('checks an undertaking', () => {
    const ok = undertakeSchema.safeParse({
      needId: '3',
      companyName: '某公司',
      linkman: '王工',
      linkphone: '13800138000',
      content: '方案',
    });
    expect(ok.success).toBe(true);
    const bad = undertakeSchema.safeParse({
      needId: 3,
      companyName: '某公司',
      linkman: '王工',
      linkphone: '13800138000',
    });
    expect(bad.error?.issues[0]?.message).toBe('请输入承接方案');
  });

  it('wants whole yuan for a bid', () => {
    expect(bidOfferSchema.safeParse({ bidId: 1, amount: '15000' }).data?.amount).toBe(15000);
    expect(bidOfferSchema.safeParse({ bidId: 1, amount: 1.5 }).error?.issues[0]?.message).toBe(
      '请输入正确的出价金额',
    );
  });

  it('refuses a contract that ends before it starts', () => {
    const res = contractSchema.safeParse({
      contractName: '技术开发合同',
      contractNo: 'A1',
      contractType: 1,
      sellerName: '甲',
      buyerName: '乙',
      amount: '100',
      signDate: '2026-01-01',
      startDate: '2026-02-01',
      endDate: '2026-01-31',
      fileIds: [1],
    });
    expect(res.error?.issues[0]).toMatchObject({
      message: '结束日期不能早于开始日期',
      path: ['endDate'],
    });
  });
});
