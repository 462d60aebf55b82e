import type { CockpitIndicator } from '@portal/shared/api/index';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { getHref } from '../../../app/paths.ts';
import { StatChart } from './stat-chart.tsx';

interface IndicatorPanelProps {
  indicator: CockpitIndicator;
  dark?: boolean;
  height?: number;
  className?: string;
  onPick?: (row: { label: string; code?: string | undefined }) => void;
  extra?: ReactNode;
}

/** An indicator's title (linking to its /DataDetail) over its chart. */
export function IndicatorPanel({
  indicator,
  dark,
  height,
  className,
  onPick,
  extra,
}: IndicatorPanelProps) {
  return (
    <section className={`ck-panel ${className ?? ''}`} data-testid={`indicator-${indicator.id}`}>
      <header className="ck-panel__head">
        <h2 className="ck-panel__title">{indicator.name}</h2>
        {extra}
        <Link
          className="ck-panel__more"
          to={getHref('DataDetail', { query: { id: indicator.id } })}
        >
          明细
        </Link>
      </header>
      <StatChart
        table={indicator.table}
        chart={indicator.chart}
        label={indicator.name}
        {...(dark ? { dark } : {})}
        {...(height ? { height } : {})}
        {...(onPick ? { onPick } : {})}
      />
    </section>
  );
}
