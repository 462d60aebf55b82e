import { formatWan } from '@portal/shared/format';
import { ItemLink } from '../../components/common/item-link.tsx';
import { useCaseDetail } from '../../features/article/api/get-case-detail.ts';
import { ArticleScreen } from './article-screen.tsx';

/** 案例详情 (/SuccessDetail?id): the parties and terms, then the story. */
export function Component() {
  return (
    <ArticleScreen
      useRecord={useCaseDetail}
      notFoundTitle="该案例不存在"
      back={{ to: 'Successfulcases', label: '浏览成功案例' }}
      testId="case-detail"
      factsLayout="table"
      facts={(c) => [
        ['转让方', c.transferor],
        ['受让方', c.transferee],
        [
          '合同金额',
          <span key="amount" className="ar-amount">
            {formatWan(c.amount)}
          </span>,
        ],
        ['转化方式', c.transferModeName],
        ['技术领域', `${c.parentTechArea} / ${c.techArea}`],
        ['所在地区', c.regionName],
        ['签约日期', c.dealDate],
        ['发布日期', c.publishDate],
        [
          '转化成果',
          c.outcome && (
            <ItemLink key="outcome" to="OutcomeDetail" id={c.outcome.id}>
              {c.outcome.goodsName}
            </ItemLink>
          ),
        ],
        ['浏览', c.viewCount],
      ]}
      contentTitle="案例详情"
      to="SuccessDetail"
      relatedTitle="相关案例"
      related={(c) =>
        c.related.map((r) => ({
          id: r.id,
          title: r.title,
          note: `${r.dealDate} · ${formatWan(r.amount)}`,
        }))
      }
    />
  );
}
