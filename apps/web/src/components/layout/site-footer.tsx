import { Link } from 'react-router';
import { shellHref } from '../../app/interim-links.ts';
import { getHref } from '../../app/paths.ts';
import { useSiteName, useSiteSettings } from '../../features/content/api/get-site-settings.ts';
import { LogoMark } from './logo.tsx';
import './site-footer.css';

function ExternalLink({ href, children }: { href: string | undefined; children: string }) {
  if (!href) return <span>{children}</span>;
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  );
}

/** Police filing badge, drawn inline. */
function PoliceBadge() {
  return (
    <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true">
      <path d="M8 1 L14 3.5 V8 C14 11.5 11.4 14 8 15 C4.6 14 2 11.5 2 8 V3.5 Z" fill="#f5c542" />
      <path
        d="M8 4.2 L9 6.6 L11.5 6.8 L9.6 8.4 L10.2 10.9 L8 9.6 L5.8 10.9 L6.4 8.4 L4.5 6.8 L7 6.6 Z"
        fill="#b3261e"
      />
    </svg>
  );
}

/** Footer (spec §1): trade rules, opinion form, filings and contacts, all from site settings. */
export function SiteFooter() {
  const { data: s } = useSiteSettings();
  const siteName = useSiteName();
  return (
    <footer className="pt-footer">
      <div className="pt-content">
        <div className="pt-footer__links">
          <ExternalLink href={s?.tradeRulesUrl}>交易规则</ExternalLink>
          <ExternalLink href={s?.opinionFormUrl}>意见反馈</ExternalLink>
          <Link to={shellHref('HelpCenter')}>帮助中心</Link>
          <Link to={getHref('Introduction')}>平台介绍</Link>
          <Link to={shellHref('Policydocument')}>政策文件</Link>
          <Link to={shellHref('Formdownload')}>下载专区</Link>
        </div>
        <div className="pt-footer__body">
          <div className="pt-footer__brand">
            <LogoMark size={52} />
            <div>
              <div className="pt-footer__name">{siteName}</div>
              <div className="pt-footer__slogan">汇聚科技成果 · 服务转移转化</div>
            </div>
          </div>
          <dl className="pt-footer__info" data-testid="footer-info">
            <div>
              <dt>主办单位：</dt>
              <dd>{s?.hostUnit}</dd>
            </div>
            <div>
              <dt>联系地址：</dt>
              <dd>{s?.address}</dd>
            </div>
            <div>
              <dt>联系电话：</dt>
              <dd>{s?.contactPhone}</dd>
            </div>
            <div>
              <dt>联系邮箱：</dt>
              <dd>{s?.contactEmail}</dd>
            </div>
            <div>
              <dt>工作时间：</dt>
              <dd>{s?.workTime}</dd>
            </div>
          </dl>
        </div>
        <div className="pt-footer__filing">
          {s?.icpFiling && <ExternalLink href={s.icpFilingUrl}>{s.icpFiling}</ExternalLink>}
          {s?.policeFiling && (
            <span className="pt-footer__police">
              <PoliceBadge />
              <ExternalLink href={s.policeFilingUrl}>{s.policeFiling}</ExternalLink>
            </span>
          )}
          <span>
            Copyright © {new Date().getFullYear()} {siteName} 版权所有
          </span>
        </div>
      </div>
    </footer>
  );
}
