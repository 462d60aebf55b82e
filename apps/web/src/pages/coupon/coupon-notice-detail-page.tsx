import { useVoucherNotice } from '../../features/voucher/api/get-voucher-public.ts';
import { ArticleScreen } from '../articles/article-screen.tsx';

/** 公告详情 (/Coupon/NoticeDetail?id): the notice's text with 上一篇/下一篇. */
export function Component() {
  return (
    <ArticleScreen
      useRecord={useVoucherNotice}
      notFoundTitle="该公告不存在或已撤回"
      back={{ to: 'CouponNotice', label: '浏览通知公告' }}
      testId="notice-detail"
      to="CouponNoticeDetail"
      facts={(notice) => [['发布日期', notice.publishDate]]}
      relatedTitle="更多公告"
    />
  );
}
