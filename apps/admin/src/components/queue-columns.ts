import type { ColumnsType } from 'antd/es/table';

/** A decided queue's 驳回原因 (— while none) and its submission time, after the status. */
export function refusalColumns<T>(timeField = 'createdAt'): ColumnsType<T> {
  return [
    { title: '驳回原因', dataIndex: 'reason', render: (v: string | null) => v ?? '—' },
    { title: '提交时间', dataIndex: timeField },
  ];
}
