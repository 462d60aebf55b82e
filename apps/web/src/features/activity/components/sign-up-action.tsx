import type { ActionItem } from '@portal/shared/api/index';
import { ACTION_OPEN } from '@portal/shared/enums/action-status';
import { Button } from 'antd';
import type { SignUpTarget } from './sign-up-dialog.tsx';

/**
 * 立即报名 while sign-up is open (spec §4), 已报名 once the member has signed up, otherwise
 * nothing (the status label says why).
 */
export function SignUpAction({
  item,
  onSignUp,
  size,
}: {
  item: Pick<ActionItem, 'id' | 'actionName' | 'actionStatus' | 'isSigned'>;
  onSignUp: (target: SignUpTarget) => void;
  size?: 'small' | 'middle' | 'large';
}) {
  if (item.isSigned) {
    return (
      <Button size={size} disabled data-testid="signed-up">
        已报名
      </Button>
    );
  }
  if (item.actionStatus !== ACTION_OPEN) return null;
  return (
    <Button
      type="primary"
      size={size}
      onClick={() => onSignUp({ actionId: item.id, actionName: item.actionName })}
      data-testid="sign-up-button"
    >
      立即报名
    </Button>
  );
}
