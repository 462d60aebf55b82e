import { CloseOutlined } from '@ant-design/icons';
import { useElderMode, useReducedMotion } from '@portal/client/reading-aids';
import { FLOAT_AD_STEP_MS } from '@portal/shared/constants';
import { useEffect, useRef, useState } from 'react';
import { useAds } from '../../../features/home/api/get-ads.ts';
import { AdLink } from '../../../features/home/components/ad-link.tsx';
import { bounceStep, type FloatState } from '../../../features/home/logic/bounce.ts';
import './float-ad.css';

const AD_WIDTH = 200;
const AD_HEIGHT = 120;
/**
 * Where the ad starts: above the banner's headline (the banner's left part, see banner.css) and
 * right of its middle, moving down-right, so it is past the headline by the time it reaches the
 * headline's height: the first screen's headline is never covered (issue 9).
 */
const START_AT = { x: 0.62, y: 140 } as const;

function startState(): FloatState {
  return {
    x: Math.round(document.documentElement.clientWidth * START_AT.x),
    y: START_AT.y,
    dx: 1,
    dy: 1,
  };
}

/**
 * The floating ad (position 20; spec §4, §9): one step every 25 ms, bouncing off the viewport
 * edges; it stops while hovered or while the page is hidden, and for good once closed. 长辈模式
 * shows none (issue 31); with reduced motion asked for by the system it stands still in the
 * bottom-left corner (standing where it starts, it would hide part of the main nav for good).
 */
export function FloatAd() {
  const { data } = useAds(20);
  const [closed, setClosed] = useState(false);
  const box = useRef<HTMLElement>(null);
  const elder = useElderMode();
  const still = useReducedMotion();
  const ad = elder ? undefined : data?.[0];

  useEffect(() => {
    const element = box.current;
    // Reduced motion: docked by its class (float-ad.css), nothing to move.
    if (!ad || closed || !element || still) return;
    let state = startState();
    let hovered = false;
    const place = () => {
      element.style.visibility = '';
      element.style.transform = `translate(${state.x}px, ${state.y}px)`;
      element.dataset.x = String(state.x);
      element.dataset.y = String(state.y);
    };
    place();
    const timer = setInterval(() => {
      if (hovered || document.hidden) return;
      const root = document.documentElement;
      state = bounceStep(
        state,
        { width: root.clientWidth, height: root.clientHeight },
        { width: element.offsetWidth, height: element.offsetHeight },
      );
      place();
    }, FLOAT_AD_STEP_MS);
    const enter = () => {
      hovered = true;
      element.dataset.paused = 'true';
    };
    const leave = () => {
      hovered = false;
      element.dataset.paused = 'false';
    };
    element.addEventListener('mouseenter', enter);
    element.addEventListener('mouseleave', leave);
    return () => {
      clearInterval(timer);
      element.removeEventListener('mouseenter', enter);
      element.removeEventListener('mouseleave', leave);
      element.style.transform = ''; // docked, if reduced motion is what ended the motion
    };
  }, [ad, closed, still]);

  if (!ad || closed) return null;
  return (
    <aside
      className={still ? 'hm-float is-still' : 'hm-float'}
      ref={box}
      // Hidden until the first step has placed it (docked at once with reduced motion).
      style={still ? undefined : { visibility: 'hidden' }}
      data-testid="float-ad"
      aria-label="浮动广告"
    >
      <AdLink ad={ad} className="hm-float__link">
        <img src={ad.img} alt={ad.title} width={AD_WIDTH} height={AD_HEIGHT} decoding="async" />
      </AdLink>
      <button
        type="button"
        className="hm-float__close"
        aria-label="关闭广告"
        onClick={() => setClosed(true)}
        data-testid="float-ad-close"
      >
        <CloseOutlined />
      </button>
    </aside>
  );
}
