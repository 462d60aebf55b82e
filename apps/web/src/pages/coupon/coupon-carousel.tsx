import { useState } from 'react';
import { Skeleton } from '../../components/common/skeleton.tsx';
import { SlideDots } from '../../components/common/slide-dots.tsx';
import { useAds } from '../../features/home/api/get-ads.ts';
import { AdLink } from '../../features/home/components/ad-link.tsx';
import { useAutoplay } from '../../features/home/logic/use-autoplay.ts';

const AUTOPLAY_MS = 5000;

/** The top carousel of /Coupon/Home: ads of position 22 (spec §7), as operators order them. */
export function CouponCarousel() {
  const ads = useAds(22);
  const list = ads.data ?? [];
  const [hovered, setHovered] = useState(false);
  const { index, go } = useAutoplay(list.length, AUTOPLAY_MS, hovered);
  return (
    <section
      className="vc-carousel"
      aria-label="创新券轮播"
      aria-roledescription="carousel"
      data-testid="coupon-carousel"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      {ads.isPending ? (
        <Skeleton height="100%" radius={0} />
      ) : list.length === 0 ? (
        <div className="vc-carousel__empty">
          <b>科技创新券</b>
          <span>企业申领 · 机构服务 · 财政兑付</span>
        </div>
      ) : (
        list.map((ad, i) => (
          <AdLink
            key={ad.id}
            ad={ad}
            className={`vc-carousel__slide${i === index ? ' is-active' : ''}`}
          >
            <img
              src={ad.img}
              alt={ad.title}
              width={1920}
              height={400}
              loading={i === 0 ? 'eager' : 'lazy'}
            />
          </AdLink>
        ))
      )}
      {list.length > 1 && (
        <SlideDots
          block="vc-carousel"
          keys={list.map((ad) => ad.id)}
          index={index}
          go={go}
          label={(i) => `第${i + 1}张`}
          markCurrent
        />
      )}
    </section>
  );
}
