import { useVoucherPolicyPage } from '../../features/voucher/api/get-voucher-public.ts';
import { VoucherArticleList } from '../../features/voucher/components/voucher-article-list.tsx';

/** 政策文件 (/Coupon/Policy): the voucher's policy documents with 文号, issuer and text. */
export function Component() {
  return (
    <VoucherArticleList
      usePage={useVoucherPolicyPage}
      placeholder="搜索政策文件"
      testId="coupon-policy"
    />
  );
}
