import {
  AccountBookOutlined,
  ArrowRightOutlined,
  FundProjectionScreenOutlined,
} from '@ant-design/icons';
import { FINANCE_HOME_CATEGORIES } from '@portal/shared/constants';
import { lazy } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { LazyWhenVisible } from '../../../components/common/lazy-when-visible.tsx';
import { NoData } from '../../../components/common/no-data.tsx';
import { Skeleton } from '../../../components/common/skeleton.tsx';
import { useFinanceCats } from '../../../features/finance/api/get-finance-cats.ts';
import { SectionHead } from '../../../features/home/components/section-head.tsx';
import { loadChunk } from '../../../lib/chunk.ts';
import './finance-service.css';

const FinanceDemandForm = lazy(() =>
  loadChunk(() => import('../../../features/finance/components/finance-demand-form.tsx')),
);

const MARKET_HEIGHT = 404;

function FinanceMarket() {
  const { data, isPending, isError } = useFinanceCats();
  const cats = (data ?? []).slice(0, FINANCE_HOME_CATEGORIES);
  if (isPending) {
    return (
      <div className="hm-fin-market">
        {Array.from({ length: FINANCE_HOME_CATEGORIES }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={i} height={194} radius={8} />
        ))}
      </div>
    );
  }
  if (isError || cats.length === 0) return <NoData height={MARKET_HEIGHT} />;
  return (
    <div className="hm-fin-market" data-testid="finance-market">
      {cats.map((cat) => (
        <Link
          key={cat.id}
          className="hm-fin-cat"
          to={getHref('FinanceList', { query: { tabId: cat.id } })}
          data-testid="finance-cat"
        >
          <img src={cat.catImg} alt="" width={56} height={56} loading="lazy" decoding="async" />
          <span className="hm-fin-cat__name">{cat.catName}</span>
          <span className="hm-fin-cat__desc">{cat.catDesc}</span>
          <span className="hm-fin-cat__go">
            查看产品 <ArrowRightOutlined />
          </span>
        </Link>
      ))}
    </div>
  );
}

function FormPlaceholder() {
  return (
    <div className="hm-fin-form__placeholder">
      <Skeleton height={24} width={180} />
      <div className="hm-fin-form__placeholder-grid">
        {Array.from({ length: 9 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders
          <Skeleton key={i} height={58} />
        ))}
      </div>
    </div>
  );
}

interface FinanceServiceProps {
  onLoan: () => void;
  onFinancing: () => void;
}

/**
 * 金融服务 (#financialService): the finance market (first 4 categories), the loan and financing
 * dialogs, and the finance demand application form, loaded when it nears the viewport.
 */
export function FinanceService({ onLoan, onFinancing }: FinanceServiceProps) {
  return (
    <section
      id="financialService"
      className="hm-band hm-band--finance hm-anchor"
      data-testid="section-financialService"
    >
      <div className="pt-content">
        <SectionHead
          title="金融服务"
          en="Financial Services"
          inverse
          more={{ to: getHref('FinanceList') }}
        />
        <div className="hm-finance">
          <div className="hm-finance__left">
            <FinanceMarket />
            <div className="hm-fin-actions">
              <button
                type="button"
                className="hm-fin-action"
                onClick={onLoan}
                data-testid="open-loan"
              >
                <AccountBookOutlined className="hm-fin-action__icon" />
                <span className="hm-fin-action__text">
                  <strong>贷款申请</strong>
                  <small>对接银行信贷产品，快速获得资金支持</small>
                </span>
                <ArrowRightOutlined />
              </button>
              <button
                type="button"
                className="hm-fin-action hm-fin-action--alt"
                onClick={onFinancing}
                data-testid="open-financing"
              >
                <FundProjectionScreenOutlined className="hm-fin-action__icon" />
                <span className="hm-fin-action__text">
                  <strong>融资需求</strong>
                  <small>发布股权融资需求，链接投资机构</small>
                </span>
                <ArrowRightOutlined />
              </button>
            </div>
          </div>
          <div className="hm-fin-form" data-testid="finance-demand">
            <LazyWhenVisible fallback={<FormPlaceholder />}>
              <FinanceDemandForm />
            </LazyWhenVisible>
          </div>
        </div>
      </div>
    </section>
  );
}
