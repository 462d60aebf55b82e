import { Segmented } from 'antd';
import type { KindList } from '../lib/kind-list.ts';
import { ExportButton } from './export-button.tsx';
import { optionsOf } from './labels.ts';
import { KeywordSearch, StatusSelect } from './list-filters.tsx';

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

interface KindListFiltersProps<K extends string> {
  list: KindList<K>;
  kinds: Record<K, string>;
  /** The kind switch's accessible name, e.g. 申请类型; `fluid` as KindSwitch's. */
  kindLabel: string;
  fluid?: boolean;
  status: { label: string; statuses: Record<number, string>; width: number };
  keywordLabel: string;
  /** The exported workbook's name. */
  exportName: string;
}

/** Above a list of several kinds: the kind switch, then its status, keyword and export. */
export function KindListFilters<K extends string>(props: KindListFiltersProps<K>) {
  const { list } = props;
  return (
    <>
      <KindSwitch
        label={props.kindLabel}
        kinds={props.kinds}
        value={list.kind}
        fluid={props.fluid}
        update={list.update}
      />
      <div className="ad-filters">
        <StatusSelect
          label={props.status.label}
          value={list.status}
          statuses={props.status.statuses}
          width={props.status.width}
          onChange={(v) => list.update({ status: v })}
        />
        <KeywordSearch
          key={list.kind}
          label={props.keywordLabel}
          defaultValue={list.keyword}
          onSearch={(keyword) => list.update({ keyword })}
        />
        <ExportButton
          path={list.path}
          filters={{ status: list.status, keyword: list.keyword }}
          name={props.exportName}
        />
      </div>
    </>
  );
}
