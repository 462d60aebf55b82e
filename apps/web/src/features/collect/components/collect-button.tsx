/**
 * `<CollectButton kind="tech" id={item.id} isCollect={item.isCollect} compact />` on a card, or
 * without `compact` on a detail page. Other features import it from `features/collect/index.ts`.
 */
import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import { getToken } from '@portal/client/auth-storage';
import type { CollectKindValue } from '@portal/shared/api/market';
import { Messages } from '@portal/shared/validation/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Button, message } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { requireLogin } from '../../account/index.ts';
import { toggleCollect } from '../api/toggle-collect.ts';

interface CollectButtonProps {
  kind: CollectKindValue;
  id: number;
  isCollect: boolean;
  /** Small link-style button for cards; a full button on detail pages. */
  compact?: boolean;
}

/**
 * Collect / cancel (spec §4, §7): collected → cancel, else collect; 收藏成功 / 取消收藏成功.
 * A guest is sent to login with this page as the return record and comes back to it.
 */
export function CollectButton({ kind, id, isCollect, compact }: CollectButtonProps) {
  const location = useLocation();
  const queryClient = useQueryClient();
  const [collected, setCollected] = useState(isCollect);
  useEffect(() => setCollected(isCollect), [isCollect]);
  const toggle = useMutation({
    mutationFn: (wasCollected: boolean) => toggleCollect(kind, id, wasCollected),
    onSuccess: (_answer, wasCollected) => {
      void message.success(wasCollected ? Messages.collectCancelled : Messages.collectSuccess);
      setCollected(!wasCollected);
      void queryClient.invalidateQueries({ queryKey: ['market'] });
    },
  });

  const onClick = () => {
    if (!getToken()) {
      requireLogin(`${location.pathname}${location.search}`);
      return;
    }
    toggle.mutate(collected);
  };

  return (
    <Button
      type={compact ? 'text' : collected ? 'default' : 'primary'}
      ghost={!compact && !collected}
      size={compact ? 'small' : 'middle'}
      loading={toggle.isPending}
      icon={collected ? <HeartFilled style={{ color: '#b3261e' }} /> : <HeartOutlined />}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        onClick();
      }}
      data-testid="collect-button"
      aria-pressed={collected}
    >
      {collected ? '已收藏' : '收藏'}
    </Button>
  );
}
