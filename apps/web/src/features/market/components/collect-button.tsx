import { HeartFilled, HeartOutlined } from '@ant-design/icons';
import type { CollectKindValue } from '@portal/shared/api/market';
import { Messages } from '@portal/shared/validation/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Button, message } from 'antd';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import { getToken } from '../../../lib/auth-storage.ts';
import { requireLogin } from '../../account/flow.ts';
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
  const [busy, setBusy] = useState(false);
  useEffect(() => setCollected(isCollect), [isCollect]);

  const onClick = async () => {
    if (!getToken()) {
      requireLogin(`${location.pathname}${location.search}`);
      return;
    }
    setBusy(true);
    try {
      await toggleCollect(kind, id, collected);
      void message.success(collected ? Messages.collectCancelled : Messages.collectSuccess);
      setCollected(!collected);
      void queryClient.invalidateQueries({ queryKey: ['market'] });
    } catch (error) {
      console.error(error);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      type={compact ? 'text' : collected ? 'default' : 'primary'}
      ghost={!compact && !collected}
      size={compact ? 'small' : 'middle'}
      loading={busy}
      icon={collected ? <HeartFilled style={{ color: '#b3261e' }} /> : <HeartOutlined />}
      onClick={(event) => {
        event.preventDefault();
        event.stopPropagation();
        void onClick();
      }}
      data-testid="collect-button"
      aria-pressed={collected}
    >
      {collected ? '已收藏' : '收藏'}
    </Button>
  );
}
