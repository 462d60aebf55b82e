import { EyeOutlined } from '@ant-design/icons';
import type { ServiceRuleQuery } from '@portal/shared/api/index';
import { ListPage } from '../../components/list/list-page.tsx';
import { SummaryCard } from '../../components/list/summary-card.tsx';
import { ARTICLE_SORTS, articleQuery } from '../../features/article/logic/article-query.ts';
import { useServiceRulePage } from '../../features/service/api/get-service-rules.ts';
import { shanghaiToday, useListState } from '../../lib/use-list-state.ts';
import '../../components/list/list.css';

const OPTIONS = { sorts: ARTICLE_SORTS };

/** 机构规则 (/Service/ServiceRules): the rules service agencies work under; keyword, page in the URL. */
export function Component() {
  const [state, update] = useListState({}, OPTIONS);
  const page = useServiceRulePage(articleQuery<ServiceRuleQuery>(state, shanghaiToday()));
  return (
    <ListPage
      state={state}
      update={update}
      rows={[]}
      page={page}
      sorts={ARTICLE_SORTS}
      keywordPlaceholder="搜索规则名称"
    >
      {(records) =>
        records.map((item) => (
          <SummaryCard
            key={item.id}
            testId="rule-card"
            to="ServiceRulesDetail"
            id={item.id}
            title={item.title}
            titleTestId="rule-title"
            summary={item.summary}
          >
            <span>发布机构：{item.issuer}</span>
            <span>{item.publishDate}</span>
            <span>
              <EyeOutlined /> {item.viewCount}
            </span>
          </SummaryCard>
        ))
      }
    </ListPage>
  );
}
