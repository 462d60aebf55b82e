import { AdminPaths, type AdminSubmissionsByDay } from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { Card, Segmented, Skeleton } from 'antd';
import { useState } from 'react';
import { api } from '../lib/api.ts';
import { DayBars } from './day-bars.tsx';

const ALL = 'all';

/** Submissions per day of the last 14 days: all kinds together, or one kind. */
export function SubmissionsChart() {
  const [kind, setKind] = useState(ALL);
  const { data } = useQuery({
    queryKey: ['admin', 'dashboard', 'submissions'],
    queryFn: () => api.get<AdminSubmissionsByDay>(AdminPaths.dashboardSubmissions),
  });
  if (!data) return <Skeleton active />;
  const chosen = data.series.filter((s) => kind === ALL || s.key === kind);
  const days = data.days.map((date, i) => ({
    date,
    count: chosen.reduce((sum, s) => sum + (s.counts[i] ?? 0), 0),
  }));
  const title = kind === ALL ? '全部提交' : (chosen[0]?.label ?? '');
  return (
    <Card size="small" title="近14日每日提交量" style={{ marginTop: 12 }}>
      <div style={{ overflowX: 'auto', marginBottom: 8 }}>
        <Segmented
          size="small"
          aria-label="提交类型"
          value={kind}
          onChange={(v) => setKind(String(v))}
          options={[
            { value: ALL, label: `全部（${data.series.reduce((n, s) => n + s.total, 0)}）` },
            ...data.series.map((s) => ({ value: s.key, label: `${s.label}（${s.total}）` })),
          ]}
        />
      </div>
      <DayBars days={days} label={`近14日每日${title}数`} short />
    </Card>
  );
}
