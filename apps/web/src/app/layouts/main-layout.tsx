import { Outlet } from 'react-router';
import { AiEntry } from '../../components/layout/ai-entry.tsx';
import { ControlBar } from '../../components/layout/control-bar.tsx';
import { PageBreadcrumb } from '../../components/layout/page-breadcrumb.tsx';
import { SectionTabs } from '../../components/layout/section-tabs.tsx';
import { SiteFooter } from '../../components/layout/site-footer.tsx';
import { SiteHeader } from '../../components/layout/site-header.tsx';
import { useCurrentRoute } from '../use-current-route.ts';
import './layout.css';

/** Header, breadcrumb, main area, footer (spec §1), plus the control bar and the AI entry. */
export function Component() {
  const route = useCurrentRoute();
  const showBreadcrumb = route?.meta.breadcrumb ?? true;
  const showFooter = route?.meta.footer ?? true;
  return (
    <div className="pt-app">
      <SiteHeader />
      <main className={`pt-main${route?.meta.wide ? ' pt-main--wide' : ''}`}>
        {route?.meta.wide ? (
          <Outlet />
        ) : (
          <div className="pt-content">
            {showBreadcrumb && <PageBreadcrumb />}
            <SectionTabs />
            <Outlet />
          </div>
        )}
      </main>
      {showFooter && <SiteFooter />}
      <ControlBar />
      <AiEntry />
    </div>
  );
}
