import { EyeOutlined } from '@ant-design/icons';
import type { ServiceRuleQuery } from '@portal/shared/api/index';
import { ItemLink } from '../../components/common/item-link.tsx';
import { ListPage } from '../../components/list/list-page.tsx';
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
          <article key={item.id} className="mk-card" data-testid="rule-card">
            <div className="mk-card__body">
              <ItemLink
                to="ServiceRulesDetail"
                id={item.id}
                className="mk-card__title"
                testId="rule-title"
              >
                {item.title}
              </ItemLink>
              <p className="mk-card__summary">{item.summary}</p>
              <div className="mk-card__meta">
                <span>发布机构：{item.issuer}</span>
                <span>{item.publishDate}</span>
                <span>
                  <EyeOutlined /> {item.viewCount}
                </span>
              </div>
            </div>
          </article>
        ))
      }
    </ListPage>
  );
}
