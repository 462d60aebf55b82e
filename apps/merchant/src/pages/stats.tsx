import type { MerchantStatsMonth } from '@portal/shared/api/index';
import { Card, Col, Row, Skeleton, Statistic, Table } from 'antd';
import { useMemo } from 'react';
import { MonthChart } from '../components/month-chart.tsx';
import { useStats } from '../lib/work.ts';

const sum = (rows: MerchantStatsMonth[], key: keyof Omit<MerchantStatsMonth, 'month'>) =>
  rows.reduce((n, r) => n + r[key], 0);

/** 数据统计: the last 12 months of the organisation, counted by the server from its rows. */
export default function StatsPage() {
  const stats = useStats();
  const months = stats.data?.months;
  const charts = useMemo(() => {
    if (!months) return null;
    const labels = months.map((m) => m.month);
    return {
      labels,
      activity: [
        { name: '成果浏览', kind: 'line' as const, values: months.map((m) => m.outcomeViews) },
        { name: '意向洽谈', kind: 'bar' as const, values: months.map((m) => m.contacts) },
        { name: '订单', kind: 'bar' as const, values: months.map((m) => m.orders) },
      ],
      money: [
        {
          name: '创新券抵扣（元）',
          kind: 'bar' as const,
          stack: 'amount',
          values: months.map((m) => m.voucherAmount),
        },
        {
          name: '企业自付（元）',
          kind: 'bar' as const,
          stack: 'amount',
          values: months.map((m) => m.selfAmount),
        },
      ],
    };
  }, [months]);
  if (stats.isLoading || !months || !charts) return <Skeleton active />;
  return (
    <Card title={<h1 className="mc-h1">数据统计（近12个月）</h1>} data-testid="merchant-stats">
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Statistic title="成果浏览" value={sum(months, 'outcomeViews')} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="意向洽谈" value={sum(months, 'contacts')} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic title="创新券订单" value={sum(months, 'orders')} />
        </Col>
        <Col xs={12} md={6}>
          <Statistic
            title="订单金额（元）"
            value={sum(months, 'voucherAmount') + sum(months, 'selfAmount')}
          />
        </Col>
      </Row>
      <h2 className="mc-h2">浏览、洽谈与订单</h2>
      <MonthChart
        months={charts.labels}
        series={charts.activity}
        label="每月成果浏览、意向洽谈和订单数"
      />
      <h2 className="mc-h2">订单金额</h2>
      <MonthChart
        months={charts.labels}
        series={charts.money}
        label="每月订单的创新券抵扣和企业自付金额"
      />
      <Table<MerchantStatsMonth>
        size="small"
        rowKey="month"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={[...months].reverse()}
        data-testid="stats-table"
        columns={[
          { title: '月份', dataIndex: 'month' },
          { title: '成果浏览', dataIndex: 'outcomeViews', align: 'right' },
          { title: '意向洽谈', dataIndex: 'contacts', align: 'right' },
          { title: '订单', dataIndex: 'orders', align: 'right' },
          {
            title: '创新券抵扣（元）',
            dataIndex: 'voucherAmount',
            align: 'right',
            render: (n: number) => n.toLocaleString('zh-CN'),
          },
          {
            title: '企业自付（元）',
            dataIndex: 'selfAmount',
            align: 'right',
            render: (n: number) => n.toLocaleString('zh-CN'),
          },
        ]}
      />
    </Card>
  );
}
