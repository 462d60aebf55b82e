import { AppstoreOutlined, BankOutlined, ShopOutlined, WalletOutlined } from '@ant-design/icons';
import type { VoucherCounts } from '@portal/shared/api/index';
import { STAT_COUNT_UP_MS } from '@portal/shared/constants';
import { formatCount } from '@portal/shared/format';
import type { ReactNode } from 'react';
import { Skeleton } from '../../components/common/skeleton.tsx';
import { useCountUpText } from '../../components/layout/count-up.tsx';
import { useVoucherCounts } from '../../features/voucher/api/get-voucher-home.ts';

/** 万元 with two decimals (spec §9: exchangeCompleteCount ÷ 10000). */
const wan = (value: number) => (value / 10_000).toFixed(2);

interface Counter {
  key: keyof VoucherCounts;
  label: string;
  unit: string;
  icon: ReactNode;
  format: (value: number) => string;
}

const COUNTERS: readonly Counter[] = [
  {
    key: 'companyCount',
    label: '申领企业',
    unit: '家',
    icon: <ShopOutlined />,
    format: formatCount,
  },
  {
    key: 'exchangeCompleteCount',
    label: '累计兑付',
    unit: '万元',
    icon: <WalletOutlined />,
    format: wan,
  },
  { key: 'orgCount', label: '服务机构', unit: '家', icon: <BankOutlined />, format: formatCount },
  {
    key: 'productCount',
    label: '服务产品',
    unit: '项',
    icon: <AppstoreOutlined />,
    format: formatCount,
  },
];

function CounterTile({ counter, value }: { counter: Counter; value: number }) {
  const ref = useCountUpText<HTMLSpanElement>(value, counter.format, STAT_COUNT_UP_MS);
  return (
    <div className="vc-counter" data-testid={`counter-${counter.key}`}>
      <span className="vc-counter__icon" aria-hidden="true">
        {counter.icon}
      </span>
      <span className="vc-counter__body">
        <span className="vc-counter__value">
          <span ref={ref} data-value={counter.format(value)}>
            {counter.format(0)}
          </span>
          <small>{counter.unit}</small>
        </span>
        <span className="vc-counter__label">{counter.label}</span>
      </span>
    </div>
  );
}

/** The four counters of /Coupon/Home (spec §3 "Voucher counts"), counted up from 0. */
export function CouponCounters() {
  const counts = useVoucherCounts();
  return (
    <section className="vc-counters pt-card" aria-label="创新券统计">
      {COUNTERS.map((counter) =>
        counts.data ? (
          <CounterTile key={counter.key} counter={counter} value={counts.data[counter.key]} />
        ) : (
          <div key={counter.key} className="vc-counter">
            <Skeleton height={48} width="80%" />
          </div>
        ),
      )}
    </section>
  );
}
