import { getUserInfo, setUserInfo } from '@portal/client/auth-storage';
import { useSession } from '@portal/client/session';
import { type CSSProperties, type ReactNode, useEffect } from 'react';
import { useLocation } from 'react-router';
import { LazyWhenVisible } from '../../components/common/lazy-when-visible.tsx';
import { useUserInfo } from '../../features/account/api/get-user-info.ts';
import { sectionFromUrl } from '../../features/home/logic/anchors.ts';
import { useHomeDialogs } from './home-dialogs.tsx';
import { ActivityCenter } from './sections/activity-center.tsx';
import { AdStrip } from './sections/ad-strip.tsx';
import { Banner } from './sections/banner.tsx';
import { CockpitMenu } from './sections/cockpit-menu.tsx';
import { FinanceService } from './sections/finance-service.tsx';
import { FloatAd } from './sections/float-ad.tsx';
import { FriendlyLinks } from './sections/friendly-links.tsx';
import { KeyProjects } from './sections/key-projects.tsx';
import { MarketBoards } from './sections/market-boards.tsx';
import { PolicyNews } from './sections/policy-news.tsx';
import { QuickNav } from './sections/quick-nav.tsx';
import { StatTiles } from './sections/stat-tiles.tsx';
import { Talents } from './sections/talents.tsx';
import { TechService } from './sections/tech-service.tsx';
import './home.css';

/** The router's scroll restoration and the shell's scroll-to-top run around the first renders. */
const ANCHOR_RETRY_MS = [150, 500] as const;
/**
 * The section is held in place while images, fonts and late blocks settle: until the page has
 * kept its size for ANCHOR_QUIET_MS (a slow phone settles later than a desktop), at most
 * ANCHOR_MAX_HOLD_MS.
 */
const ANCHOR_QUIET_MS = 1500;
const ANCHOR_MAX_HOLD_MS = 15_000;
const USER_SCROLL_EVENTS = ['wheel', 'touchstart', 'keydown', 'mousedown'] as const;

/**
 * `/#activityCenter` or `/?anchor=activityCenter` scrolls to that section (spec §1). Every
 * block reserves its height, but on a slow machine fonts or a late block can still move the
 * page after the first scroll, and the router may restore an older position (or the shell
 * scroll to the top) just after the first render. So the section is scrolled to again a little
 * later, whenever the page changes size and whenever something else scrolls it during the first
 * seconds, unless the visitor has started scrolling himself.
 */
function useSectionAnchor() {
  const { hash, search, key } = useLocation();
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new navigation (key) scrolls again
  useEffect(() => {
    const section = sectionFromUrl(hash, search);
    if (!section) return;
    let userScrolled = false;
    const onUser = () => {
      userScrolled = true;
    };
    const go = () => {
      if (!userScrolled) document.getElementById(section)?.scrollIntoView({ block: 'start' });
    };
    const frame = requestAnimationFrame(go);
    const timers = ANCHOR_RETRY_MS.map((ms) => setTimeout(go, ms));
    let quiet: ReturnType<typeof setTimeout> | undefined;
    let released = false;
    const release = () => {
      released = true;
      resizes?.disconnect();
    };
    const resizes =
      typeof ResizeObserver === 'undefined'
        ? null
        : new ResizeObserver(() => {
            go();
            clearTimeout(quiet);
            quiet = setTimeout(release, ANCHOR_QUIET_MS);
          });
    resizes?.observe(document.body);
    const maxHold = setTimeout(release, ANCHOR_MAX_HOLD_MS);
    for (const type of USER_SCROLL_EVENTS) {
      window.addEventListener(type, onUser, { passive: true });
    }
    // A scroll no visitor made (the router restoring a position, the shell's scroll to the top)
    // is undone while the section is held.
    const onScroll = () => {
      if (!released) go();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      for (const timer of timers) clearTimeout(timer);
      clearTimeout(quiet);
      clearTimeout(maxHold);
      resizes?.disconnect();
      for (const type of USER_SCROLL_EVENTS) window.removeEventListener(type, onUser);
      window.removeEventListener('scroll', onScroll);
    };
  }, [hash, search, key]);
}

/**
 * A block below the first screen: rendered (its requests, images and animations started) when
 * the visitor scrolls near it. Until then a placeholder of the block's usual height in px
 * (`heights`: wide, then below 768px; home.css `hm-later`) holds its place and its anchor id, so
 * `/#activityCenter` still scrolls to it. This keeps the first screen's render, DOM and requests
 * small on slow phones.
 */
function Later({
  heights: [wide, narrow],
  anchor,
  children,
}: {
  heights: [number, number];
  anchor?: string;
  children: ReactNode;
}) {
  const style = { '--hm-later-wide': `${wide}px`, '--hm-later-narrow': `${narrow}px` };
  return (
    <LazyWhenVisible
      rootMargin="300px 0px"
      fallback={<div className="hm-later" id={anchor} style={style as CSSProperties} />}
    >
      {children}
    </LazyWhenVisible>
  );
}

/** The member's info, loaded only when a token exists (spec §6), kept in storage (spec §7). */
function useMemberInfo() {
  const { token } = useSession();
  const { data } = useUserInfo(token);
  useEffect(() => {
    const stored = getUserInfo();
    if (!data || !stored) return;
    if (
      stored.username !== data.username ||
      stored.needChangePassword !== data.needChangePassword
    ) {
      setUserInfo({
        ...stored,
        username: data.username,
        needChangePassword: data.needChangePassword,
      });
    }
  }, [data]);
}

/** 首页 (spec §1 "Home page"): every block fed by its endpoint. */
export function Component() {
  const dialogs = useHomeDialogs();
  useSectionAnchor();
  useMemberInfo();
  return (
    <div className="hm-page" data-testid="home-page">
      <Banner />
      <StatTiles />
      <KeyProjects />
      <Later heights={[120, 38]}>
        <AdStrip />
      </Later>
      <Later heights={[602, 1046]}>
        <MarketBoards onPublishNeed={() => dialogs.open('techNeed')} />
      </Later>
      <Later heights={[1132, 1334]} anchor="techService">
        <TechService />
      </Later>
      <Later heights={[762, 1582]} anchor="financialService">
        <FinanceService
          onLoan={() => dialogs.open('loan')}
          onFinancing={() => dialogs.open('financing')}
        />
      </Later>
      <Later heights={[482, 807]} anchor="talentsIntegration">
        <Talents />
      </Later>
      <Later heights={[112, 416]}>
        <CockpitMenu />
      </Later>
      <Later heights={[758, 1358]} anchor="policyInformation">
        <PolicyNews />
      </Later>
      <Later heights={[512, 516]} anchor="activityCenter">
        <ActivityCenter onSignUp={dialogs.signUp} />
      </Later>
      <Later heights={[178, 256]}>
        <FriendlyLinks />
      </Later>
      <QuickNav />
      <FloatAd />
      {dialogs.element}
    </div>
  );
}
