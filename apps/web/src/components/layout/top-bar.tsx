import { ReadingAidsControls } from '@portal/client/reading-aids-controls';
import { useSession } from '@portal/client/session';
import { useSiteName } from '../../features/content/api/get-site-settings.ts';
import { AccountLinks } from './account-links.tsx';

/** The thin bar above the header (spec §1): greeting and account links. */
export function TopBar() {
  const { token, user } = useSession();
  const siteName = useSiteName();
  return (
    <div className="pt-topbar">
      <div className="pt-content pt-topbar__inner">
        <span className="pt-topbar__greeting">
          {token && user ? (
            <>
              您好，<strong data-testid="greeting-name">{user.username}</strong>
              <span className="pt-topbar__welcome">，欢迎访问{siteName}</span>
            </>
          ) : (
            `您好，欢迎访问${siteName}！`
          )}
        </span>
        <ReadingAidsControls className="pt-topbar__aids" />
        <nav className="pt-topbar__links" aria-label="账号">
          <AccountLinks strongClassName="pt-topbar__strong" />
        </nav>
      </div>
    </div>
  );
}
