import type { MyPolicyApply } from '@portal/shared/api/index';
import { Pagination } from 'antd';
import { useSearchParams } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { ItemLink } from '../../components/common/item-link.tsx';
import { LinkButton } from '../../components/common/link-button.tsx';
import { NoData } from '../../components/common/no-data.tsx';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import { useMyPolicyApplies } from '../../features/policy/api/get-my-policy-applies.ts';
import { ApplicationStatusTag } from '../../features/policy/components/policy-tags.tsx';
import '../../components/list/list.css';

const PAGE_SIZE = 10;

function ApplyRow({ apply }: { apply: MyPolicyApply }) {
  return (
    <article className="mk-card mk-card--row" data-testid="my-policy-row">
      <div className="mk-card__body">
        <ItemLink to="MyPolicyDetail" id={apply.id} className="mk-card__title">
          {apply.policyName}
        </ItemLink>
        <div className="mk-card__meta">
          <span>{apply.companyName}</span>
          <span>提交 {apply.createdAt}</span>
          {apply.decidedAt && <span>办理 {apply.decidedAt}</span>}
        </div>
        {apply.status === 2 && apply.reason && (
          <p className="mk-card__summary">退回原因：{apply.reason}</p>
        )}
      </div>
      <div className="mk-card__side">
        <ApplicationStatusTag status={apply.status} />
      </div>
    </article>
  );
}

/** /UserInfo/MyPolicy: the member's policy applications with their status, paged in the URL. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('pageNum'));
  const pageNum = Number.isInteger(raw) && raw > 0 ? raw : 1;
  const list = useMyPolicyApplies({ pageNum, pageSize: PAGE_SIZE });
  const records = list.data?.records ?? [];
  return (
    <section className="mk-list pt-card" data-testid="my-policy-list">
      <div className="mk-list__bar">
        <h1 className="pt-page-title" style={{ margin: 0, fontSize: 20 }}>
          我的政策申报
        </h1>
        <span className="mk-list__total">
          共 <b>{list.data?.total ?? '—'}</b> 条
        </span>
      </div>
      {list.isPending ? (
        <SkeletonLines count={6} height={20} gap={30} />
      ) : records.length === 0 ? (
        <NoData height={200} description="暂无政策申报" />
      ) : (
        records.map((apply) => <ApplyRow key={apply.id} apply={apply} />)
      )}
      {!list.isPending && records.length === 0 && (
        <div style={{ textAlign: 'center' }}>
          <LinkButton type="primary" to={getHref('Recommendation', { query: { applyStatus: 1 } })}>
            查看申报中的政策
          </LinkButton>
        </div>
      )}
      {(list.data?.total ?? 0) > PAGE_SIZE && (
        <Pagination
          className="mk-list__pager"
          current={pageNum}
          pageSize={PAGE_SIZE}
          total={list.data?.total}
          showSizeChanger={false}
          onChange={(next) => setParams(next > 1 ? { pageNum: String(next) } : {})}
        />
      )}
    </section>
  );
}
