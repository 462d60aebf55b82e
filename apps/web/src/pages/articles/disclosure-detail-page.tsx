import { useDisclosureDetail } from '../../features/article/api/get-disclosure-detail.ts';
import { ArticleScreen } from './article-screen.tsx';

/** 公开信息详情 (/DisclosureDetail?id): the document's register entry, then its text. */
export function Component() {
  return (
    <ArticleScreen
      useRecord={useDisclosureDetail}
      notFoundTitle="该公开信息不存在"
      back={{ to: 'Disclosure', label: '浏览政府信息公开' }}
      testId="disclosure-detail"
      factsLayout="table"
      facts={(d) => [
        [
          '索引号',
          <span key="indexNo" className="ar-index">
            {d.indexNo}
          </span>,
        ],
        ['主题分类', d.categoryName],
        ['发布机构', d.issuer],
        ['成文日期', d.writtenDate],
        ['文号', d.docNo],
        ['发布日期', d.publishDate],
        ['主题词', d.subjectWords],
        ['浏览', d.viewCount],
      ]}
      to="DisclosureDetail"
      relatedTitle="同类信息"
      related={(d) =>
        d.related.map((r) => ({
          id: r.id,
          title: r.title,
          note: `${r.issuer} · ${r.publishDate}`,
        }))
      }
    />
  );
}
