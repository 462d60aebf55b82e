import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { ArticleDetailView } from '../../features/article/components/article-detail.tsx';
import { useVoucherNotice } from '../../features/voucher/api/get-voucher-public.ts';

/** 公告详情 (/Coupon/NoticeDetail?id): the notice's text with 上一篇/下一篇. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useVoucherNotice}
      notFoundTitle="该公告不存在或已撤回"
      back={{ to: 'CouponNotice', label: '浏览通知公告' }}
    >
      {(notice) => (
        <ArticleDetailView
          testId="notice-detail"
          title={notice.title}
          facts={[['发布日期', notice.publishDate]]}
          content={notice.content}
          nav={notice}
          to="CouponNoticeDetail"
          relatedTitle="更多公告"
          related={[]}
        />
      )}
    </DetailScreen>
  );
}
