import { ContactPaths, type ContactReveal, type RevealQuota } from '@portal/shared/api/index';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, Descriptions } from 'antd';
import { useState } from 'react';
import { useLocation } from 'react-router';
import { loginHref } from '../../../app/paths.ts';
import { LinkButton } from '../../../components/common/link-button.tsx';
import { api } from '../../../lib/request.ts';
import { viewerKey } from '../../../lib/viewer-key.ts';
import { useSession } from '../../account/index.ts';
import { CONTACT_KEY } from '../api/contact.ts';

const quotaKey = () => [...CONTACT_KEY, 'reveal-quota', viewerKey()];

/** The quota word beside the button: 本月剩余3次 / 不限次数. */
function quotaText(quota: RevealQuota | undefined): string {
  if (!quota) return '';
  return quota.remaining === null ? '（会员不限次数）' : `（本月剩余${quota.remaining}次）`;
}

/**
 * 联系方式 of an outcome or a need: masked for everyone (spec §9); a member reveals it in full
 * with 查看联系方式, counted once per item against the level's monthly quota on the server.
 */
export function RevealContact(props: {
  targetType: 'outcome' | 'need';
  targetId: number;
  linkman: string | null;
  linkphone: string | null;
}) {
  const { token } = useSession();
  const location = useLocation();
  const client = useQueryClient();
  const [shown, setShown] = useState<ContactReveal | null>(null);
  const quota = useQuery({
    queryKey: quotaKey(),
    queryFn: () => api.get<RevealQuota>(ContactPaths.revealQuota),
    enabled: Boolean(token),
  });
  const reveal = useMutation({
    mutationFn: () =>
      api.post<ContactReveal>(ContactPaths.reveal, {
        targetType: props.targetType,
        targetId: props.targetId,
      }),
    onSuccess: (answer) => {
      setShown(answer);
      void client.invalidateQueries({ queryKey: quotaKey() });
    },
  });
  const linkman = shown ? shown.linkman : props.linkman;
  const linkphone = shown ? shown.linkphone : props.linkphone;
  return (
    <div data-testid="reveal-contact">
      <Descriptions column={{ xs: 1, sm: 2 }}>
        <Descriptions.Item label="联系人">{linkman || '—'}</Descriptions.Item>
        <Descriptions.Item label="联系电话">
          <span data-testid="contact-phone">{linkphone || '—'}</span>
        </Descriptions.Item>
      </Descriptions>
      {shown ? null : token ? (
        <Button
          onClick={() => reveal.mutate()}
          loading={reveal.isPending}
          data-testid="reveal-button"
        >
          查看联系方式{quotaText(quota.data)}
        </Button>
      ) : (
        <LinkButton
          to={loginHref(1, location.pathname + location.search)}
          data-testid="reveal-button"
        >
          登录后查看联系方式
        </LinkButton>
      )}
    </div>
  );
}
