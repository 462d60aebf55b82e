import { Segmented } from 'antd';
import { optionsOf } from './labels.ts';

/** The list's kind in the URL, or `fallback` when it names none of `kinds`. */
export function kindOf<K extends string>(value: string, kinds: Record<K, string>, fallback: K): K {
  return value in kinds ? (value as K) : fallback;
}

interface KindSwitchProps<K extends string> {
  /** The switch's accessible name, e.g. 申请类型. */
  label: string;
  kinds: Record<K, string>;
  value: K;
  /** Scrolls sideways on a narrow screen instead of overflowing. */
  fluid?: boolean;
  update: (next: { kind: string; status: string; keyword: string }) => void;
}

/** A list of several kinds: switching the kind starts over from its default status, unfiltered. */
export function KindSwitch<K extends string>({
  label,
  kinds,
  value,
  fluid,
  update,
}: KindSwitchProps<K>) {
  return (
    <Segmented
      aria-label={label}
      value={value}
      options={optionsOf(kinds)}
      onChange={(v) => update({ kind: String(v), status: '', keyword: '' })}
      style={
        fluid ? { marginBottom: 12, maxWidth: '100%', overflowX: 'auto' } : { marginBottom: 12 }
      }
    />
  );
}
