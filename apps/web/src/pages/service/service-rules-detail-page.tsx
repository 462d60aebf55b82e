import { useServiceRule } from '../../features/service/api/get-service-rules.ts';
import { ArticleScreen } from '../articles/article-screen.tsx';

/** 规则详情 (/ServiceRulesDetail?id): issuer, date, the rule, 上一篇/下一篇. */
export function Component() {
  return (
    <ArticleScreen
      useRecord={useServiceRule}
      notFoundTitle="该规则不存在或已撤回"
      back={{ to: 'ServiceRules', label: '浏览机构规则' }}
      testId="rule-detail"
      to="ServiceRulesDetail"
      facts={(rule) => [
        ['发布机构', rule.issuer],
        ['发布时间', rule.publishDate],
        ['浏览', rule.viewCount],
      ]}
      relatedTitle="更多规则"
    />
  );
}
