import {
  CheckCircleFilled,
  ClockCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
} from '@ant-design/icons';
import type { AuthInfo } from '@portal/shared/api/index';
import { AUTH_TYPES } from '@portal/shared/enums/auth-type';
import { labelOf } from '@portal/shared/enums/label';
import { VERIFY_STATUSES } from '@portal/shared/enums/verify-status';
import { Alert, Tag } from 'antd';
import type { ReactNode } from 'react';
import './account.css';

const LOOK: Record<AuthInfo['verifyStatus'], { icon: ReactNode; color: string; hint: string }> = {
  0: {
    icon: <ExclamationCircleFilled style={{ color: '#d48806' }} />,
    color: 'gold',
    hint: '完成实名认证后即可发布需求、参与交易与申请服务。',
  },
  1: {
    icon: <ClockCircleFilled style={{ color: '#1659c7' }} />,
    color: 'processing',
    hint: '认证资料已提交，平台将在 1–3 个工作日内完成审核，请耐心等待。',
  },
  2: {
    icon: <CheckCircleFilled style={{ color: '#2ea043' }} />,
    color: 'success',
    hint: '您已通过实名认证，可使用平台全部会员服务。',
  },
  3: {
    icon: <CloseCircleFilled style={{ color: '#b3261e' }} />,
    color: 'error',
    hint: '认证未通过，请根据失败原因修改资料后重新提交。',
  },
};

/** The member's certification: status label (VERIFY_STATUSES), type, and the reason when 3. */
export function AuthStatusCard({ info, extra }: { info: AuthInfo; extra?: ReactNode }) {
  const look = LOOK[info.verifyStatus];
  return (
    <div className="pt-auth-status pt-card" data-testid="auth-status">
      <span className="pt-auth-status__icon">{look.icon}</span>
      <div className="pt-auth-status__body">
        <p className="pt-auth-status__title">
          认证状态：
          <Tag color={look.color} data-testid="verify-status">
            {labelOf(VERIFY_STATUSES, info.verifyStatus)}
          </Tag>
          {info.authType > 0 && (
            <span className="pt-auth-status__meta">
              认证类型：{labelOf(AUTH_TYPES, info.authType)}
            </span>
          )}
        </p>
        <div className="pt-auth-status__meta">
          {look.hint}
          {info.submittedAt && <span>　提交时间：{info.submittedAt}</span>}
          {info.decidedAt && <span>　审核时间：{info.decidedAt}</span>}
        </div>
        {info.verifyStatus === 3 && (
          <Alert
            className="pt-auth-status__reason"
            type="error"
            showIcon
            message={`失败原因：${info.reason || '未填写'}`}
            data-testid="verify-reason"
          />
        )}
      </div>
      {extra}
    </div>
  );
}
