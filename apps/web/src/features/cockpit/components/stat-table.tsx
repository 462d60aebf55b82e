import type { StatTable } from '@portal/shared/api/index';
import { Table } from 'antd';

interface Row {
  key: string;
  label: string;
  values: number[];
}

/** The rows of a stat table with a total row, as /DataDetail shows them. */
export function StatTableView({ table }: { table: StatTable }) {
  const rows: Row[] = table.labels.map((label, i) => ({
    key: `${i}-${label}`,
    label,
    values: table.series.map((s) => s.values[i] ?? 0),
  }));
  const totals = table.series.map(
    (s) => Math.round(s.values.reduce((a, b) => a + b, 0) * 100) / 100,
  );
  return (
    <Table<Row>
      size="small"
      bordered
      pagination={false}
      scroll={{ x: 'max-content' }}
      dataSource={rows}
      data-testid="stat-table"
      columns={[
        { title: table.dimension, dataIndex: 'label', key: 'label' },
        ...table.series.map((s, i) => ({
          title: `${s.name}（${s.unit}）`,
          key: `s${i}`,
          align: 'right' as const,
          render: (_: unknown, row: Row) => row.values[i]!.toLocaleString('zh-CN'),
        })),
      ]}
      summary={() => (
        <Table.Summary.Row>
          <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
          {totals.map((t, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: one cell a series, in order
            <Table.Summary.Cell key={i} index={i + 1} align="right">
              <span data-testid={`stat-total-${i}`}>{t.toLocaleString('zh-CN')}</span>
            </Table.Summary.Cell>
          ))}
        </Table.Summary.Row>
      )}
    />
  );
}
