import { useState } from 'react';
import { NoData } from '../../../components/common/no-data.tsx';
import { Skeleton } from '../../../components/common/skeleton.tsx';
import { useAds } from '../../../features/home/api/get-ads.ts';
import { AdLink } from '../../../features/home/components/ad-link.tsx';
import { useAutoplay } from '../../../features/home/logic/use-autoplay.ts';
import './ad-strip.css';
import { SlideDots } from '../../../components/common/slide-dots.tsx';

const AD_WIDTH = 1232;
const AD_HEIGHT = 120;
const AUTOPLAY_MS = 5000;

/**
 * The ads between the blocks (position 1), one full-width strip at a time. When the banner has
 * fallen back to position 1 these ads are already on screen there, so the strip stays away.
 */
export function AdStrip() {
  const banner = useAds(21);
  const bannerFellBack = banner.isSuccess && banner.data.length === 0;
  const { data, isPending, isError } = useAds(1);
  const ads = data ?? [];
  const [hovered, setHovered] = useState(false);
  const { index, go } = useAutoplay(ads.length, AUTOPLAY_MS, hovered);
  if (bannerFellBack) return null;
  return (
    <section
      className="hm-ads pt-content"
      aria-label="广告"
      data-testid="home-ads"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {isPending ? (
        <Skeleton height={AD_HEIGHT} radius={6} />
      ) : isError || ads.length === 0 ? (
        <NoData height={AD_HEIGHT} />
      ) : (
        <>
          {ads.map((ad, i) => (
            <AdLink
              key={ad.id}
              ad={ad}
              className={`hm-ads__item${i === index ? ' is-active' : ''}`}
            >
              <img
                src={ad.img}
                alt={ad.title}
                width={AD_WIDTH}
                height={AD_HEIGHT}
                loading="lazy"
                decoding="async"
              />
            </AdLink>
          ))}
          {ads.length > 1 && (
            <SlideDots
              block="hm-ads"
              keys={ads.map((ad) => ad.id)}
              index={index}
              go={go}
              label={(i) => `第${i + 1}条广告`}
            />
          )}
        </>
      )}
    </section>
  );
}
