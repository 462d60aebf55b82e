import {
  CustomerServiceOutlined,
  LeftOutlined,
  LoginOutlined,
  QrcodeOutlined,
  ShopOutlined,
  UserAddOutlined,
  UserOutlined,
  VerticalAlignTopOutlined,
  WechatOutlined,
} from '@ant-design/icons';
import { useElderMode } from '@portal/client/reading-aids';
import { useSession } from '@portal/client/session';
import { CONTROL_BAR_AUTO_HIDE_MS, CONTROL_BAR_LEAVE_HIDE_MS } from '@portal/shared/constants';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { getHref, loginHref } from '../../app/paths.ts';
import { usePublicAccounts } from '../../features/content/api/get-public-accounts.ts';
import { useSiteSettings } from '../../features/content/api/get-site-settings.ts';
import { openCustomerService } from './customer-service.ts';
import { openExternal } from './open-external.ts';
import './control-bar.css';

type QrKind = 'miniProgram' | 'officialAccount';
const QR_TYPE: Record<QrKind, 1 | 2> = { officialAccount: 1, miniProgram: 2 };

interface ItemProps {
  icon: ReactNode;
  label: string;
  onClick: () => void;
  active?: boolean;
  testId: string;
}

function Item({ icon, label, onClick, active, testId }: ItemProps) {
  return (
    <button
      type="button"
      className={`pt-ctrl__item${active ? ' is-active' : ''}`}
      onClick={onClick}
      data-testid={testId}
    >
      <span className="pt-ctrl__icon">{icon}</span>
      <span className="pt-ctrl__label">{label}</span>
    </button>
  );
}

/**
 * Floating right-hand control bar (spec §1, §9): hides 5000 ms after load and 200 ms after the
 * pointer leaves; hovering the edge tab shows it again. The two QR codes toggle exclusively.
 */
export function ControlBar() {
  const navigate = useNavigate();
  const { token } = useSession();
  const { data: settings } = useSiteSettings();
  const [visible, setVisible] = useState(true);
  const [qr, setQr] = useState<QrKind | null>(null);
  const { data: accounts } = usePublicAccounts(qr !== null);
  const hideTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // 长辈模式: the bar stays where it is (issue 31: no auto-hiding control bar).
  const elder = useElderMode();

  const scheduleHide = (ms: number) => {
    clearTimeout(hideTimer.current);
    if (elder) return;
    hideTimer.current = setTimeout(() => {
      setVisible(false);
      setQr(null);
    }, ms);
  };
  const show = () => {
    clearTimeout(hideTimer.current);
    setVisible(true);
  };

  useEffect(() => {
    if (elder) {
      setVisible(true);
      return;
    }
    hideTimer.current = setTimeout(() => {
      setVisible(false);
      setQr(null);
    }, CONTROL_BAR_AUTO_HIDE_MS);
    return () => clearTimeout(hideTimer.current);
  }, [elder]);

  const toggleQr = (kind: QrKind) => setQr((current) => (current === kind ? null : kind));
  const account = qr ? accounts?.find((item) => item.type === QR_TYPE[qr]) : undefined;

  return (
    <aside
      className={`pt-ctrl${visible ? ' is-visible' : ''}`}
      data-testid="control-bar"
      data-visible={visible ? 'true' : 'false'}
      aria-label="快捷服务"
      onMouseEnter={show}
      onMouseLeave={() => scheduleHide(CONTROL_BAR_LEAVE_HIDE_MS)}
    >
      <button
        type="button"
        className="pt-ctrl__tab"
        data-testid="control-bar-tab"
        aria-label="展开快捷服务"
        onMouseEnter={show}
        onFocus={show}
        onClick={show}
      >
        <LeftOutlined />
        <span>快捷服务</span>
      </button>
      <div className="pt-ctrl__panel">
        {token ? (
          <Item
            testId="ctrl-user"
            icon={<UserOutlined />}
            label="个人中心"
            onClick={() => navigate(getHref('UserInfo'))}
          />
        ) : (
          <>
            <Item
              testId="ctrl-login"
              icon={<LoginOutlined />}
              label="登录"
              onClick={() => navigate(loginHref(1))}
            />
            <Item
              testId="ctrl-register"
              icon={<UserAddOutlined />}
              label="注册"
              onClick={() => navigate(loginHref(2))}
            />
          </>
        )}
        <Item
          testId="ctrl-onboarding"
          icon={<ShopOutlined />}
          label="会员入驻"
          onClick={() => openExternal(settings?.memberOnboardingUrl)}
        />
        <Item
          testId="ctrl-mini-program"
          icon={<QrcodeOutlined />}
          label="小程序"
          active={qr === 'miniProgram'}
          onClick={() => toggleQr('miniProgram')}
        />
        <Item
          testId="ctrl-official-account"
          icon={<WechatOutlined />}
          label="公众号"
          active={qr === 'officialAccount'}
          onClick={() => toggleQr('officialAccount')}
        />
        <Item
          testId="ctrl-service"
          icon={<CustomerServiceOutlined />}
          label="在线客服"
          onClick={() => openCustomerService(settings?.customerServiceUrl)}
        />
        <Item
          testId="ctrl-top"
          icon={<VerticalAlignTopOutlined />}
          label="返回顶部"
          onClick={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        />
      </div>
      {qr && (
        <div className="pt-ctrl__qr" data-testid={`qr-${qr}`}>
          {account?.qrImage ? (
            <img src={account.qrImage} alt={account.name} width={132} height={132} />
          ) : (
            <div className="pt-ctrl__qr-empty">二维码加载中</div>
          )}
          <div className="pt-ctrl__qr-name">
            {account?.name ?? (qr === 'miniProgram' ? '微信小程序' : '微信公众号')}
          </div>
          <div className="pt-ctrl__qr-hint">微信扫一扫</div>
        </div>
      )}
    </aside>
  );
}
