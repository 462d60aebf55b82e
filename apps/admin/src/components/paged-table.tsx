import type { Page } from '@portal/shared/api/index';
import { Table, type TableProps } from 'antd';

interface PagedTableProps<T>
  extends Omit<TableProps<T>, 'dataSource' | 'pagination' | 'loading' | 'rowKey'> {
  page: Page<T> | undefined;
  loading: boolean;
  /** The page shown, from the list's URL state (useListQuery). */
  paging: { pageNum: number; pageSize: number };
  onPage: (pageNum: number) => void;
}

/** One page of a console list: rows keyed by id, the server's total, page changes into the URL. */
export function PagedTable<T extends { id: number }>({
  page,
  loading,
  paging,
  onPage,
  ...table
}: PagedTableProps<T>) {
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      scroll={{ x: 'max-content' }}
      {...table}
      loading={loading}
      dataSource={page?.records ?? []}
      pagination={{
        current: paging.pageNum,
        pageSize: paging.pageSize,
        total: page?.total ?? 0,
        showSizeChanger: false,
        onChange: onPage,
      }}
    />
  );
}
