import { Link } from 'react-router';
import { useSiteName, useSiteSettings } from '../../features/content/api/get-site-settings.ts';
import { getHref } from '../paths.ts';
import { COUPON_MENU } from './coupon-account.tsx';

/** The sub-site's own footer: its menu, who runs it and how to reach them, the filings. */
export function CouponFooter() {
  const { data: s } = useSiteSettings();
  const siteName = useSiteName();
  return (
    <footer className="pt-coupon__footer" data-testid="coupon-footer">
      <div className="pt-content">
        <nav className="pt-coupon__footer-links" aria-label="创新券服务">
          {COUPON_MENU.map((item) => (
            <Link key={item.name} to={item.path}>
              {item.label}
            </Link>
          ))}
          <Link to={getHref('CouponTake')}>申领创新券</Link>
          <Link to={getHref('CouponExchangeForm')}>兑换申请</Link>
          <Link to={getHref('Index')}>{siteName}</Link>
        </nav>
        <div className="pt-coupon__footer-info">
          <span>主办单位：{s?.hostUnit}</span>
          <span>联系电话：{s?.contactPhone}</span>
          <span>工作时间：{s?.workTime}</span>
          <span>联系地址：{s?.address}</span>
        </div>
        <div className="pt-coupon__footer-filing">
          {s?.icpFiling && (
            <a href={s.icpFilingUrl || undefined} target="_blank" rel="noopener noreferrer">
              {s.icpFiling}
            </a>
          )}
          {s?.policeFiling && (
            <a href={s.policeFilingUrl || undefined} target="_blank" rel="noopener noreferrer">
              {s.policeFiling}
            </a>
          )}
          <span>
            Copyright © {new Date().getFullYear()} {siteName} 创新券服务平台
          </span>
        </div>
      </div>
    </footer>
  );
}
