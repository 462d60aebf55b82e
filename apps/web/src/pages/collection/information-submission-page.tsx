import { useSession } from '@portal/client/session';
import { COLLECTION_FORM_TYPES } from '@portal/shared/api/index';
import { isKeyOf } from '@portal/shared/enums/label';
import { Alert, Select } from 'antd';
import { Link, useLocation, useSearchParams } from 'react-router';
import { getHref, loginHref } from '../../app/paths.ts';
import { LinkButton } from '../../components/common/link-button.tsx';
import { SectionEmpty } from '../../components/common/section-empty.tsx';
import { SkeletonLines } from '../../components/common/skeleton.tsx';
import { useCollectionForm } from '../../features/collection/api/get-collection-form.ts';
import { useMySubmission } from '../../features/collection/api/get-my-submission.ts';
import { ReportForm } from '../../features/collection/components/report-form.tsx';
import { ReportView } from '../../features/collection/components/report-view.tsx';
import '../../features/collection/components/collection.css';

const TYPES = Object.entries(COLLECTION_FORM_TYPES).map(([type, title]) => ({
  type: Number(type),
  title,
}));

/**
 * 信息报送 (/InformationSubmission?type=1|2|3&periodId=): the form of one type for one period.
 * A draft can be saved and finished later; submitting is final for the period, after which the
 * submitted values are shown read-only.
 */
export function Component() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const { token } = useSession();
  const asked = Number(params.get('type'));
  const type = isKeyOf(COLLECTION_FORM_TYPES, asked) ? asked : 0;
  const form = useCollectionForm(type);
  const periods = form.data?.periods ?? [];
  const wanted = Number(params.get('periodId'));
  const period =
    periods.find((p) => p.id === wanted) ?? periods.find((p) => p.open) ?? periods[0] ?? null;
  const mine = useMySubmission({ type, periodId: period?.id ?? 0 }, Boolean(token));

  if (!type) {
    return (
      <SectionEmpty title="信息报送" description="报送类型不正确，请从数据填报页选择报送表">
        <LinkButton to={getHref('DataFillIn')} type="primary">
          返回数据填报
        </LinkButton>
      </SectionEmpty>
    );
  }
  const definition = form.data;
  return (
    <section className="pt-card pt-col" data-testid="information-submission">
      <h1 className="pt-page-title">{definition?.title ?? COLLECTION_FORM_TYPES[type]}</h1>
      <p className="pt-col__intro">{definition?.intro}</p>
      <div className="pt-col__toolbar">
        <nav className="pt-col__types" aria-label="报送类型">
          {TYPES.map((t) => (
            <Link
              key={t.type}
              to={getHref('InformationSubmission', { query: { type: t.type } })}
              aria-current={t.type === type ? 'page' : undefined}
            >
              {t.title}
            </Link>
          ))}
        </nav>
        <Select
          aria-label="填报期次"
          value={period?.id}
          loading={form.isPending}
          onChange={(id: number) => setParams({ type: String(type), periodId: String(id) })}
          options={periods.map((p) => ({
            value: p.id,
            label: `${p.name}（${p.open ? '填报中' : '已截止'}）`,
          }))}
          data-testid="period-select"
        />
      </div>
      {!token && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={
            <span>
              请先<Link to={loginHref(1, location.pathname + location.search)}>登录</Link>
              ，登录后可保存草稿并提交本单位数据
            </span>
          }
        />
      )}
      {!definition || !period || (token && mine.isPending) ? (
        form.isError ? (
          <Alert type="error" title="报送表加载失败，请稍后重试" />
        ) : !form.isPending && !period ? (
          <Alert type="info" title="暂无填报期次" />
        ) : (
          <SkeletonLines count={8} height={32} />
        )
      ) : mine.data?.status === 1 ? (
        <ReportView definition={definition} submission={mine.data} periodName={period.name} />
      ) : (
        <ReportForm
          key={`${type}-${period.id}`}
          type={type}
          definition={definition}
          period={period}
          draft={mine.data ?? null}
        />
      )}
    </section>
  );
}
