import { useVoucherGuidePage } from '../../features/voucher/api/get-voucher-public.ts';
import { VoucherArticleList } from '../../features/voucher/components/voucher-article-list.tsx';

/** 操作指南 (/Coupon/PerationGuide?keyWord=): how to claim, order, accept and redeem. */
export function Component() {
  return (
    <VoucherArticleList
      usePage={useVoucherGuidePage}
      placeholder="搜索操作指南，如：申领、营业执照、兑换"
      testId="coupon-guide"
    />
  );
}
