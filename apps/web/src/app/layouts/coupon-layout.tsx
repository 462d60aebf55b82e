import { Outlet, useLocation } from 'react-router';
import { AiEntry } from '../../components/layout/ai-entry.tsx';
import { ControlBar } from '../../components/layout/control-bar.tsx';
import { PageBreadcrumb } from '../../components/layout/page-breadcrumb.tsx';
import { useCurrentRoute } from '../use-current-route.ts';
import { CouponFooter } from './coupon-footer.tsx';
import { CouponHeader } from './coupon-header.tsx';
import './layout.css';
import './coupon-layout.css';

/** The voucher sub-site (spec §1, §2): its own header and footer around the screens. */
export function Component() {
  const route = useCurrentRoute();
  const location = useLocation();
  const here = `${location.pathname}${location.search}`;
  return (
    <div className="pt-app pt-coupon">
      <CouponHeader here={here} />
      <main className="pt-main">
        <div className="pt-content">
          {route?.meta.breadcrumb !== false && <PageBreadcrumb />}
          <Outlet />
        </div>
      </main>
      <CouponFooter />
      <ControlBar />
      <AiEntry />
    </div>
  );
}
