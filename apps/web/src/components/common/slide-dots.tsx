import type { Key } from 'react';

interface SlideDotsProps {
  /** The CSS block: the row is `${block}__dots`, a dot `${block}__dot` (`is-active` when shown). */
  block: string;
  /** One key per slide. */
  keys: readonly Key[];
  index: number;
  go: (index: number) => void;
  /** A dot's accessible name, e.g. 第2张. */
  label: (index: number) => string;
  /** Marks the shown slide's dot with aria-current. */
  markCurrent?: boolean;
}

/** A slideshow's dots: one button per slide, which shows it. */
export function SlideDots({ block, keys, index, go, label, markCurrent = false }: SlideDotsProps) {
  return (
    <div className={`${block}__dots`}>
      {keys.map((key, i) => (
        <button
          key={key}
          type="button"
          aria-label={label(i)}
          aria-current={markCurrent ? i === index : undefined}
          className={`${block}__dot${i === index ? ' is-active' : ''}`}
          onClick={() => go(i)}
        />
      ))}
    </div>
  );
}
