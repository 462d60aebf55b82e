import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { SITE_NAME_EN } from '../../app/site.ts';
import { useSiteName } from '../../features/content/api/get-site-settings.ts';
import { HeaderSearch } from './header-search.tsx';
import { LogoMark } from './logo.tsx';
import { NavBar } from './nav-bar.tsx';
import { PhoneMenu } from './phone-menu.tsx';
import { TopBar } from './top-bar.tsx';
import { VisitorCounter } from './visitor-counter.tsx';
import './site-header.css';

export function SiteHeader() {
  const siteName = useSiteName();
  return (
    <header className="pt-header">
      <TopBar />
      <div className="pt-brand">
        <div className="pt-content pt-brand__inner">
          {/* Named by its visible text, English subtitle included (WCAG 2.5.3, issue 31). */}
          <Link to={getHref('Index')} className="pt-brand__logo">
            <LogoMark size={64} decorative />
            <span className="pt-brand__text">
              <span className="pt-brand__name" data-testid="site-name">
                {siteName}
              </span>
              <span className="pt-brand__en">{SITE_NAME_EN}</span>
            </span>
          </Link>
          <HeaderSearch />
          <VisitorCounter />
          <PhoneMenu />
        </div>
      </div>
      <NavBar />
    </header>
  );
}
