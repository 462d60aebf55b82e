import { List, Tag } from 'antd';
import type { ComponentProps, ReactNode } from 'react';
import { ConfirmedAction } from './confirmed-action.tsx';

/** Tag colours of a member request's states: 0 pending, 1 accepted, 2 refused, 3 withdrawn. */
const REQUEST_STATUS_COLORS: Record<number, string> = {
  0: 'processing',
  1: 'success',
  2: 'error',
  3: 'default',
};

/**
 * One of the member's own requests (a product application, an instrument booking) in a list:
 * its status tag leads the title, and while pending (status 0) `withdraw` is offered.
 */
export function RequestItem({
  testId,
  status,
  statusLabel,
  statusTestId,
  withdraw,
  title,
  description,
}: {
  testId: string;
  status: number;
  statusLabel: string;
  statusTestId: string;
  withdraw: ComponentProps<typeof ConfirmedAction>;
  title: ReactNode;
  description: ReactNode;
}) {
  return (
    <List.Item
      data-testid={testId}
      actions={status === 0 ? [<ConfirmedAction key="withdraw" {...withdraw} />] : []}
    >
      <List.Item.Meta
        title={
          <>
            <Tag color={REQUEST_STATUS_COLORS[status]} data-testid={statusTestId}>
              {statusLabel}
            </Tag>
            {title}
          </>
        }
        description={description}
      />
    </List.Item>
  );
}
