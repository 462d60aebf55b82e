import { DetailScreen } from '../../components/detail/detail-gate.tsx';
import { ArticleDetailView } from '../../features/article/components/article-detail.tsx';
import { useServiceRule } from '../../features/service/api/get-service-rules.ts';

/** 规则详情 (/ServiceRulesDetail?id): issuer, date, the rule, 上一篇/下一篇. */
export function Component() {
  return (
    <DetailScreen
      useRecord={useServiceRule}
      notFoundTitle="该规则不存在或已撤回"
      back={{ to: 'ServiceRules', label: '浏览机构规则' }}
    >
      {(rule) => (
        <ArticleDetailView
          testId="rule-detail"
          title={rule.title}
          facts={[
            ['发布机构', rule.issuer],
            ['发布时间', rule.publishDate],
            ['浏览', rule.viewCount],
          ]}
          content={rule.content}
          nav={rule}
          to="ServiceRulesDetail"
          relatedTitle="更多规则"
          related={[]}
        />
      )}
    </DetailScreen>
  );
}
