import { MessageOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { lazy, Suspense } from 'react';
import { useLocation } from 'react-router';
import { loginHref } from '../../../app/paths.ts';
import { LinkButton } from '../../../components/common/link-button.tsx';
import { loadChunk } from '../../../lib/chunk.ts';
import { useSession } from '../../account/index.ts';
import type { ContactButtonProps } from './member-contact-button.tsx';

// antd Modal + Form load for members only: a guest's detail page never runs them.
const MemberContactButton = lazy(() => loadChunk(() => import('./member-contact-button.tsx')));

/**
 * 意向洽谈 on an outcome or service product detail: guests get 登录后洽谈 (back here after
 * login); a member writes a short message with a contact, and sees the request's status after.
 */
export function ContactButton(props: ContactButtonProps) {
  const { token } = useSession();
  const location = useLocation();
  if (!token) {
    return (
      <LinkButton
        type="primary"
        icon={<MessageOutlined />}
        to={loginHref(1, location.pathname + location.search)}
        data-testid="contact-open"
      >
        登录后洽谈
      </LinkButton>
    );
  }
  const waiting = (
    <Button type="primary" icon={<MessageOutlined />} disabled>
      意向洽谈
    </Button>
  );
  return (
    <Suspense fallback={waiting}>
      <MemberContactButton {...props} />
    </Suspense>
  );
}
