import { Card, List, Select, Space, Tag } from 'antd';
import type { ReactNode } from 'react';
import { useListParams, useWorkPage } from '../lib/work.ts';

const PAGE_SIZE = 10;

interface WorkListProps<T> {
  title: string;
  /** The status filter: its label, options ('' = all) and width. */
  filter: {
    label: string;
    options: { value: string; label: string }[];
    width: number;
    testId?: string;
  };
  /** Where its rows come from: the cache key under the work, and the API path. */
  source: { name: string; path: string };
  emptyText: string;
  testId: string;
  renderItem: (row: T) => ReactNode;
  /** The page's dialogs. */
  children?: ReactNode;
}

/**
 * A workspace queue (意向洽谈, 创新券订单, 仪器预约): a card with a status filter in the URL and
 * a paged list of rows with their actions.
 */
export function WorkList<T>({
  title,
  filter,
  source,
  emptyText,
  testId,
  renderItem,
  children,
}: WorkListProps<T>) {
  const { status, statusValue, pageNum, go } = useListParams();
  const list = useWorkPage<T>(source.name, source.path, statusValue, pageNum);
  return (
    <Card
      title={<h1 className="mc-h1">{title}</h1>}
      extra={
        <Select
          aria-label={filter.label}
          style={{ width: filter.width }}
          value={status}
          options={filter.options}
          onChange={(value) => go({ status: value, page: 1 })}
          data-testid={filter.testId}
        />
      }
    >
      <List
        loading={list.isLoading}
        dataSource={list.data?.records ?? []}
        locale={{ emptyText }}
        data-testid={testId}
        pagination={
          (list.data?.total ?? 0) > PAGE_SIZE && {
            current: pageNum,
            total: list.data?.total,
            pageSize: PAGE_SIZE,
            onChange: (page) => go({ page }),
          }
        }
        renderItem={renderItem}
      />
      {children}
    </Card>
  );
}

interface WorkItemProps {
  testId: string;
  actions: ReactNode[];
  /** What the row is about (the instrument, the service product). */
  name: string;
  status: { label: string; color: string | undefined; testId: string };
  /** The row's lines under its name. */
  children: ReactNode;
}

/** One row of a workspace queue: its name and status tag, its lines, and its actions. */
export function WorkItem({ testId, actions, name, status, children }: WorkItemProps) {
  return (
    <List.Item data-testid={testId} actions={actions}>
      <List.Item.Meta
        title={
          <Space wrap>
            <span>{name}</span>
            <Tag color={status.color} data-testid={status.testId}>
              {status.label}
            </Tag>
          </Space>
        }
        description={<div className="mc-order-lines">{children}</div>}
      />
    </List.Item>
  );
}
