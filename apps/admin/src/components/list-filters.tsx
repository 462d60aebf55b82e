import { Input, Select } from 'antd';
import { optionsOf } from './labels.ts';

interface StatusSelectProps {
  /** The select's accessible name, e.g. 申请状态. */
  label: string;
  value: string;
  statuses: Record<number, string>;
  width: number;
  onChange: (status: string) => void;
}

/** A list's status filter: one of the statuses, always set (the list's default when none). */
export function StatusSelect({ label, value, statuses, width, onChange }: StatusSelectProps) {
  return (
    <Select
      aria-label={label}
      value={value}
      style={{ width }}
      options={optionsOf(statuses)}
      onChange={onChange}
    />
  );
}

interface KeywordSearchProps {
  /** What the keyword matches, as the placeholder shows it, e.g. 名称、单位或账号. */
  label: string;
  /** The accessible name (default 搜索<label>). */
  ariaLabel?: string;
  defaultValue: string | undefined;
  /** Shrinks below its 240 px on a narrow screen. */
  fluid?: boolean;
  onSearch: (keyword: string) => void;
}

/** A list's keyword search, trimmed before it reaches the URL. */
export function KeywordSearch({
  label,
  ariaLabel,
  defaultValue,
  fluid,
  onSearch,
}: KeywordSearchProps) {
  return (
    <Input.Search
      aria-label={ariaLabel ?? `搜索${label}`}
      placeholder={label}
      defaultValue={defaultValue}
      allowClear
      style={fluid ? { width: 240, maxWidth: '100%' } : { width: 240 }}
      onSearch={(v) => onSearch(v.trim())}
    />
  );
}
