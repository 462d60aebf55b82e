import { ListPage } from '../../components/list/list-page.tsx';
import { SummaryCard } from '../../components/list/summary-card.tsx';
import { useVoucherNoticePage } from '../../features/voucher/api/get-voucher-public.ts';
import { useListState } from '../../lib/use-list-state.ts';
import '../../components/list/list.css';

const OPTIONS = { sorts: [] };

/** 通知公告 (/Coupon/Notice): the sub-site's notices, newest first; keyword and page in the URL. */
export function Component() {
  const [state, update] = useListState({}, OPTIONS);
  const page = useVoucherNoticePage({
    pageNum: state.pageNum,
    pageSize: 10,
    ...(state.keyword ? { keyword: state.keyword } : {}),
  });
  return (
    <ListPage
      state={state}
      update={update}
      rows={[]}
      page={page}
      sorts={[]}
      keywordPlaceholder="搜索公告标题"
    >
      {(records) =>
        records.map((item) => (
          <SummaryCard
            key={item.id}
            testId="notice-card"
            to="CouponNoticeDetail"
            id={item.id}
            title={item.title}
            titleTestId="notice-title"
            summary={item.summary}
          >
            <span>发布日期：{item.publishDate}</span>
          </SummaryCard>
        ))
      }
    </ListPage>
  );
}
