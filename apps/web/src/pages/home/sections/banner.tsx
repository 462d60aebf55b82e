import { LeftOutlined, RightOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { Skeleton } from '../../../components/common/skeleton.tsx';
import { useAds } from '../../../features/home/api/get-ads.ts';
import { AdLink } from '../../../features/home/components/ad-link.tsx';
import { useAutoplay } from '../../../features/home/logic/use-autoplay.ts';
import './banner.css';
import { SlideDots } from '../../../components/common/slide-dots.tsx';

const BANNER_AUTOPLAY_MS = 5000;
const BANNER_WIDTH = 1920;
const BANNER_HEIGHT = 460;

/** Home banner: ads of position 21, or of position 1 when 21 has none (spec §7). */
function useBannerAds() {
  const home = useAds(21);
  const fallbackNeeded = home.isSuccess && home.data.length === 0;
  const fallback = useAds(1, fallbackNeeded);
  const ads = fallbackNeeded ? (fallback.data ?? []) : (home.data ?? []);
  const pending = home.isPending || (fallbackNeeded && fallback.isPending);
  return { ads, pending, positionType: fallbackNeeded ? 1 : 21 };
}

export function Banner() {
  const { ads, pending, positionType } = useBannerAds();
  const [hovered, setHovered] = useState(false);
  const { index, go } = useAutoplay(ads.length, BANNER_AUTOPLAY_MS, hovered);

  return (
    <section
      className="hm-banner"
      aria-label="首页轮播"
      aria-roledescription="carousel"
      data-testid="home-banner"
      data-position={positionType}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {pending ? (
        <Skeleton height="100%" radius={0} className="hm-banner__skeleton" />
      ) : ads.length === 0 ? (
        <div className="hm-banner__empty" data-testid="no-data" />
      ) : (
        ads.map((ad, i) => (
          <AdLink
            key={ad.id}
            ad={ad}
            className={`hm-banner__slide${i === index ? ' is-active' : ''}`}
          >
            <img
              src={ad.img}
              alt={ad.title}
              width={BANNER_WIDTH}
              height={BANNER_HEIGHT}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'auto'}
              decoding="async"
            />
          </AdLink>
        ))
      )}
      {ads.length > 1 && (
        <>
          <button
            type="button"
            className="hm-banner__arrow hm-banner__arrow--prev"
            aria-label="上一张"
            onClick={() => go(index - 1)}
          >
            <LeftOutlined />
          </button>
          <button
            type="button"
            className="hm-banner__arrow hm-banner__arrow--next"
            aria-label="下一张"
            onClick={() => go(index + 1)}
          >
            <RightOutlined />
          </button>
          <SlideDots
            block="hm-banner"
            keys={ads.map((ad) => ad.id)}
            index={index}
            go={go}
            label={(i) => `第${i + 1}张`}
            markCurrent
          />
        </>
      )}
    </section>
  );
}
