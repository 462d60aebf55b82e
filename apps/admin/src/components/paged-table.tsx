import type { Page } from '@portal/shared/api/index';
import { Table, type TableProps } from 'antd';

interface ConsoleTableProps<T> extends Omit<TableProps<T>, 'dataSource' | 'loading' | 'rowKey'> {
  rows: T[] | undefined;
  loading: boolean;
}

/** A console list's table: rows keyed by id, middle size, scrolling sideways when wide. */
function ConsoleTable<T extends { id: number }>({ rows, loading, ...table }: ConsoleTableProps<T>) {
  return (
    <Table<T>
      rowKey="id"
      size="middle"
      scroll={{ x: 'max-content' }}
      {...table}
      loading={loading}
      dataSource={rows ?? []}
    />
  );
}

interface PagedTableProps<T> extends Omit<ConsoleTableProps<T>, 'rows' | 'pagination'> {
  page: Page<T> | undefined;
  /** The page shown, from the list's URL state (useListQuery). */
  paging: { pageNum: number; pageSize: number };
  onPage: (pageNum: number) => void;
}

/** One page of a console list: rows keyed by id, the server's total, page changes into the URL. */
export function PagedTable<T extends { id: number }>({
  page,
  paging,
  onPage,
  ...table
}: PagedTableProps<T>) {
  return (
    <ConsoleTable<T>
      {...table}
      rows={page?.records}
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

/** A console list shown whole, without paging. */
export function WholeTable<T extends { id: number }>(
  props: Omit<ConsoleTableProps<T>, 'pagination'>,
) {
  return <ConsoleTable<T> {...props} pagination={false} />;
}
