import { CloseOutlined } from '@ant-design/icons';
import { useElderMode } from '@portal/client/reading-aids';
import type { QuickMenuItem } from '@portal/shared/api/index';
import { QUICK_NAV_SHRINK_MS } from '@portal/shared/constants';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuickMenu } from '../../../features/home/api/get-quick-menu.ts';
import './quick-nav.css';

const isExternal = (link: string) => /^https?:\/\//.test(link);

function Entry({ item }: { item: QuickMenuItem }) {
  const content = (
    <>
      <img src={item.menuImg} alt="" width={28} height={28} decoding="async" />
      <span className="hm-quick__label">{item.menuName}</span>
    </>
  );
  return isExternal(item.menuLink) ? (
    <a
      className="hm-quick__item"
      href={item.menuLink}
      target="_blank"
      rel="noopener noreferrer"
      title={item.menuName}
    >
      {content}
    </a>
  ) : (
    <Link className="hm-quick__item" to={item.menuLink} title={item.menuName}>
      {content}
    </Link>
  );
}

/**
 * The quick-entry fixed navigation (spec §4, §9): full size at first, it shrinks to its icons
 * 3000 ms after it appears (hovering opens it again); the close icon hides it. In 长辈模式 it
 * keeps its labels (issue 31: nothing hides by itself).
 */
export function QuickNav() {
  const { data } = useQuickMenu();
  const [shrunk, setShrunk] = useState(false);
  const [closed, setClosed] = useState(false);
  const ready = Boolean(data?.length);
  const elder = useElderMode();

  useEffect(() => {
    if (!ready || elder) {
      setShrunk(false);
      return;
    }
    const timer = setTimeout(() => setShrunk(true), QUICK_NAV_SHRINK_MS);
    return () => clearTimeout(timer);
  }, [ready, elder]);

  if (closed || !data?.length) return null;
  return (
    <nav
      className={`hm-quick${shrunk ? ' is-shrunk' : ''}`}
      aria-label="快捷入口"
      data-testid="quick-nav"
      data-shrunk={shrunk}
    >
      <div className="hm-quick__head">
        <span className="hm-quick__title">快捷入口</span>
        <button
          type="button"
          className="hm-quick__close"
          aria-label="关闭快捷入口"
          onClick={() => setClosed(true)}
          data-testid="quick-nav-close"
        >
          <CloseOutlined />
        </button>
      </div>
      {data.map((item) => (
        <Entry key={item.id} item={item} />
      ))}
    </nav>
  );
}
