import type { CSSProperties } from 'react';
import './skeleton.css';

interface SkeletonProps {
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
  radius?: number;
  className?: string;
  style?: CSSProperties;
}

/**
 * A shimmering placeholder with the size of what it stands for, so nothing moves when the data
 * arrives (DESIGN §8: CLS < 0.05). Plain CSS keeps it off antd's Skeleton on the home route.
 */
export function Skeleton({
  width = '100%',
  height = 16,
  radius = 4,
  className,
  style,
}: SkeletonProps) {
  return (
    <span
      className={`pt-skeleton${className ? ` ${className}` : ''}`}
      style={{ width, height, borderRadius: radius, ...style }}
      aria-hidden="true"
    />
  );
}

/** `count` text lines of a list, each `height` tall with `gap` between. */
export function SkeletonLines({
  count,
  height = 18,
  gap = 22,
}: {
  count: number;
  height?: number;
  gap?: number;
}) {
  return (
    <div className="pt-skeleton-lines" style={{ gap }} data-testid="skeleton">
      {Array.from({ length: count }, (_, index) => (
        <Skeleton
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          key={index}
          height={height}
          width={index % 3 === 2 ? '72%' : index % 3 === 1 ? '88%' : '100%'}
        />
      ))}
    </div>
  );
}
