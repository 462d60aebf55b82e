import { useSession } from '@portal/client/session';
import { COLLECTION_STATUSES, type CollectionStatusRow } from '@portal/shared/api/index';
import { Alert, Tag } from 'antd';
import { Link, useLocation } from 'react-router';
import { getHref, loginHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { NoData } from '../../components/common/no-data.tsx';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import { useCollectionOverview } from '../../features/collection/api/get-collection-overview.ts';
import '../../features/collection/components/collection.css';

function statusTag(row: CollectionStatusRow | undefined, open: boolean) {
  if (row?.status === 1) return <Tag color="success">{COLLECTION_STATUSES[1]}</Tag>;
  if (row?.status === 0) return <Tag color="orange">{COLLECTION_STATUSES[0]}</Tag>;
  return <Tag color={open ? 'blue' : 'default'}>{open ? '未填报' : '未填报（已截止）'}</Tag>;
}

/** 数据填报 (/DataFillIn): the report forms, the periods and the member's status in each. */
export function Component() {
  const overview = useCollectionOverview();
  const { token } = useSession();
  const location = useLocation();
  const data = overview.data;
  const mine = new Map((data?.mine ?? []).map((r) => [`${r.type}:${r.periodId}`, r]));
  const openPeriod = data?.periods.find((p) => p.open);
  return (
    <>
      <section className="pt-card pt-col" data-testid="data-fill-in">
        <h1 className="pt-page-title">数据填报</h1>
        <p className="pt-col__intro">
          按期次填报本单位科技创新与成果转化数据，可先保存草稿，每个期次每张报表提交一次。
          {openPeriod &&
            ` 当前填报期次：${openPeriod.name}（${openPeriod.fillStart} 至 ${openPeriod.fillEnd}）。`}
        </p>
        {overview.isPending ? (
          <SkeletonLines count={4} />
        ) : (
          <div className="pt-col__forms">
            {(data?.forms ?? []).map((f) => (
              <div className="pt-col__form-card" key={f.type} data-testid="collection-form-card">
                <h3>{f.title}</h3>
                <p>{f.intro}</p>
                <LinkButton
                  type="primary"
                  to={getHref('InformationSubmission', {
                    query: { type: f.type, periodId: openPeriod?.id },
                  })}
                >
                  去填报
                </LinkButton>
              </div>
            ))}
          </div>
        )}
      </section>
      <section className="pt-card pt-col" data-testid="my-collection">
        <h2 className="pt-page-title" style={{ fontSize: 20 }}>
          我的填报
        </h2>
        {!token && (
          <Alert
            type="info"
            showIcon
            style={{ marginTop: 12 }}
            title={
              <span>
                <Link to={loginHref(1, location.pathname)}>登录</Link>后可查看本单位各期填报状态
              </span>
            }
          />
        )}
        {overview.isPending ? (
          <SkeletonLines count={6} />
        ) : !data?.periods.length ? (
          <NoData description="暂无填报期次" />
        ) : (
          data.periods.map((p) => (
            <div className="pt-col__period" key={p.id}>
              <div className="pt-col__period-head">
                <b>{p.name}</b>
                <Tag color={p.open ? 'processing' : 'default'}>{p.open ? '填报中' : '已截止'}</Tag>
                <span>
                  填报时间 {p.fillStart} 至 {p.fillEnd}
                </span>
              </div>
              {token &&
                data.forms.map((f) => {
                  const row = mine.get(`${f.type}:${p.id}`);
                  return (
                    <div
                      className="pt-col__status-row"
                      key={f.type}
                      data-testid="collection-status"
                    >
                      <Link
                        to={getHref('InformationSubmission', {
                          query: { type: f.type, periodId: p.id },
                        })}
                      >
                        {f.title}
                      </Link>
                      {statusTag(row, p.open)}
                      {row?.submittedAt && (
                        <span className="pt-q__meta">提交于 {row.submittedAt}</span>
                      )}
                    </div>
                  );
                })}
            </div>
          ))
        )}
      </section>
    </>
  );
}
