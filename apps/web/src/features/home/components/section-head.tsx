import type { ReactNode } from 'react';
import { Link } from 'react-router';
import './section-head.css';

interface SectionHeadProps {
  title: string;
  /** English subtitle under the Chinese title. */
  en: string;
  /** Tabs or buttons under the title. */
  extra?: ReactNode;
  more?: { to: string; label?: string };
  /** Light text on a dark band. */
  inverse?: boolean;
}

/** Title 28 px with its 14 px English subtitle (spec §9), centred like the rest of the portal. */
export function SectionHead({ title, en, extra, more, inverse }: SectionHeadProps) {
  return (
    <header className={`hm-head${inverse ? ' hm-head--inverse' : ''}`}>
      <h2 className="hm-head__title">
        <span className="hm-head__ornament" aria-hidden="true" />
        {title}
        <span className="hm-head__ornament hm-head__ornament--end" aria-hidden="true" />
      </h2>
      <p className="hm-head__en">{en}</p>
      {extra && <div className="hm-head__extra">{extra}</div>}
      {more && (
        <Link className="hm-head__more" to={more.to}>
          {more.label ?? '查看更多'}
          <span aria-hidden="true"> ›</span>
        </Link>
      )}
    </header>
  );
}

interface TabsProps<T extends string | number> {
  items: readonly { key: T; label: string }[];
  active: T;
  onChange: (key: T) => void;
  label: string;
  testId?: string;
}

/** Light tab bar for the section heads (no antd Tabs on the home route, DESIGN §8). */
export function HeadTabs<T extends string | number>({
  items,
  active,
  onChange,
  label,
  testId,
}: TabsProps<T>) {
  return (
    <div className="hm-tabs" role="tablist" aria-label={label} data-testid={testId}>
      {items.map((item) => (
        <button
          key={item.key}
          type="button"
          role="tab"
          aria-selected={item.key === active}
          className={`hm-tabs__tab${item.key === active ? ' is-active' : ''}`}
          onClick={() => onChange(item.key)}
        >
          {item.label}
        </button>
      ))}
    </div>
  );
}
