import { LinkOutlined } from '@ant-design/icons';
import { FRIEND_LINKS } from '@portal/shared/constants';
import { useMemo, useState } from 'react';
import { NoData } from '../../../components/common/no-data.tsx';
import { SkeletonLines } from '../../../components/common/skeleton.tsx';
import { useFriendlyLinks } from '../../../features/home/api/get-friendly-links.ts';
import { chunk } from '../../../features/home/logic/paging.ts';
import { useAutoplay } from '../../../features/home/logic/use-autoplay.ts';
import './friendly-links.css';
import { SlideDots } from '../../../components/common/slide-dots.tsx';

const SLIDE_HEIGHT = 132;

/**
 * Where a slide sits: the current one in view, the one just left moving out upwards, all
 * others waiting below without a transition, so the last slide loops to the first going up.
 */
function slidePlace(slide: number, current: number, previous: number | undefined): string {
  if (slide === current) return 'is-active';
  if (slide === previous) return 'is-leaving';
  return 'is-waiting';
}

/** The value before the last change (set during render, React's derived-state pattern). */
function usePrevious<T>(value: T): T | undefined {
  const [pair, setPair] = useState<[T, T | undefined]>([value, undefined]);
  if (pair[0] !== value) {
    setPair([value, pair[0]]);
    return pair[0];
  }
  return pair[1];
}

/** 友情链接: 15 per slide, autoplay every 6000 ms, paused on hover, looping (spec §9). */
export function FriendlyLinks() {
  const { data, isPending, isError } = useFriendlyLinks();
  const slides = useMemo(() => chunk(data ?? [], FRIEND_LINKS.perSlide), [data]);
  const [hovered, setHovered] = useState(false);
  const { index, go } = useAutoplay(slides.length, FRIEND_LINKS.autoplayMs, hovered);
  const previous = usePrevious(index);

  return (
    <section
      className="hm-links pt-content"
      aria-label="友情链接"
      data-testid="friendly-links"
      data-paused={hovered}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="hm-links__label">
        <LinkOutlined />
        <strong>友情链接</strong>
        <span className="hm-links__en">Friendly Links</span>
      </div>
      <div className="hm-links__body">
        <div className="hm-links__viewport" style={{ height: SLIDE_HEIGHT }}>
          {isPending ? (
            <SkeletonLines count={3} height={16} gap={26} />
          ) : isError || slides.length === 0 ? (
            <NoData height={SLIDE_HEIGHT} />
          ) : (
            <div className="hm-links__track" data-testid="friendly-links-track" data-slide={index}>
              {slides.map((links, slide) => (
                <ul
                  // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
                  key={slide}
                  className={`hm-links__slide ${slidePlace(slide, index, previous)}`}
                  style={{ height: SLIDE_HEIGHT }}
                  aria-hidden={slide !== index}
                  inert={slide !== index}
                  data-testid="friendly-links-slide"
                >
                  {links.map((link) => (
                    <li key={link.id}>
                      <a
                        href={link.outLink}
                        target="_blank"
                        rel="noopener noreferrer"
                        title={link.companyName}
                      >
                        {link.companyName}
                      </a>
                    </li>
                  ))}
                </ul>
              ))}
            </div>
          )}
        </div>
        {slides.length > 1 && (
          <SlideDots
            block="hm-links"
            keys={slides.map((_, slide) => slide)}
            index={index}
            go={go}
            label={(slide) => `第${slide + 1}页`}
          />
        )}
      </div>
    </section>
  );
}
