import { VoucherMessages as M } from '@portal/shared/voucher/messages';
import { Button } from 'antd';
import type { ReactNode } from 'react';
import { RowCard } from '../../components/list/row-card.tsx';
import { useRowAction } from '../../features/voucher/components/use-row-action.ts';

interface VoucherRequestRowProps {
  testId: string;
  title: ReactNode;
  /** The request's status tag. */
  tag: ReactNode;
  onOpen: () => void;
  /** 撤回 is offered while the request waits (`open`). */
  withdraw: { id: number; open: boolean; path: string; confirm: string; testId: string };
  children: ReactNode;
}

/**
 * A voucher request the member filed (我的申领, 我的兑换): its title opens the 详情 dialog, the
 * side shows its status, 详情 and, while it waits for review, 撤回.
 */
export function VoucherRequestRow({
  testId,
  title,
  tag,
  onOpen,
  withdraw,
  children,
}: VoucherRequestRowProps) {
  const withdrawNow = useRowAction(withdraw.path, withdraw.confirm, M.withdrawSuccess);
  return (
    <RowCard
      testId={testId}
      side={
        <>
          {tag}
          <Button size="small" onClick={onOpen}>
            详情
          </Button>
          {withdraw.open && (
            <Button
              size="small"
              danger
              onClick={() => withdrawNow(withdraw.id)}
              data-testid={withdraw.testId}
            >
              撤回
            </Button>
          )}
        </>
      }
    >
      <button type="button" className="pt-link-button mk-card__title" onClick={onOpen}>
        {title}
      </button>
      {children}
    </RowCard>
  );
}
