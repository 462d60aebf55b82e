import { ItemLink } from '../../components/common/item-link.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
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
          <article key={item.id} className="mk-card" data-testid="notice-card">
            <div className="mk-card__body">
              <ItemLink
                to="CouponNoticeDetail"
                id={item.id}
                className="mk-card__title"
                testId="notice-title"
              >
                {item.title}
              </ItemLink>
              <p className="mk-card__summary">{item.summary}</p>
              <div className="mk-card__meta">
                <span>发布日期：{item.publishDate}</span>
              </div>
            </div>
          </article>
        ))
      }
    </ListPage>
  );
}
