import type { Page, VoucherArticle, VoucherArticleQuery } from '@portal/shared/api/index';
import type { UseQueryResult } from '@tanstack/react-query';
import { Collapse } from 'antd';
import { useSearchParams } from 'react-router';
import { RichText } from '../../../components/detail/rich-text.tsx';
import { ListFrame } from '../../../components/list/list-frame.tsx';
import './voucher.css';

const PAGE_SIZE = 10;

/**
 * 政策文件 and 操作指南 of the sub-site: a searchable list whose items open in place (each is a
 * short text). The spec's query is keyWord (/Coupon/PerationGuide?keyWord=); page in the URL too.
 */
export function VoucherArticleList({
  usePage,
  placeholder,
  testId,
}: {
  usePage: (query: VoucherArticleQuery) => UseQueryResult<Page<VoucherArticle>>;
  placeholder: string;
  testId: string;
}) {
  const [params, setParams] = useSearchParams();
  const keyWord = (params.get('keyWord') ?? '').trim().slice(0, 50);
  const raw = params.get('pageNum') ?? '';
  const pageNum = /^\d+$/.test(raw) && Number(raw) > 0 ? Number(raw) : 1;
  const page = usePage({ pageNum, pageSize: PAGE_SIZE, ...(keyWord ? { keyWord } : {}) });
  const records = page.data?.records ?? [];
  const write = (next: { keyWord: string; pageNum: number }) => {
    const query = new URLSearchParams();
    if (next.keyWord) query.set('keyWord', next.keyWord);
    if (next.pageNum > 1) query.set('pageNum', String(next.pageNum));
    setParams(query);
  };
  return (
    <div data-testid={testId}>
      <ListFrame
        keyword={keyWord}
        keywordPlaceholder={placeholder}
        onKeyword={(value) => write({ keyWord: value, pageNum: 1 })}
        total={page.data?.total}
        pageNum={pageNum}
        pageSize={PAGE_SIZE}
        onPage={(next) => write({ keyWord, pageNum: next })}
        pending={page.isPending}
        fetching={page.isPlaceholderData}
        empty={records.length === 0}
      >
        <Collapse
          className="vc-articles"
          defaultActiveKey={records[0] ? [String(records[0].id)] : []}
          key={`${keyWord}-${pageNum}-${records[0]?.id ?? 0}`}
          items={records.map((a) => ({
            key: String(a.id),
            label: (
              <span className="vc-articles__head" data-testid="voucher-article-title">
                <b>{a.title}</b>
                <span className="vc-articles__meta">
                  {[a.docNo, a.issuer, a.publishDate].filter(Boolean).join(' · ')}
                </span>
              </span>
            ),
            children: <RichText html={a.content} />,
          }))}
        />
      </ListFrame>
    </div>
  );
}
