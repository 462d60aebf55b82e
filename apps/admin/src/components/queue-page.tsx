import type { Page } from '@portal/shared/api/index';
import { labelOf } from '@portal/shared/enums/label';
import type { ColumnsType } from 'antd/es/table';
import type { ReactNode } from 'react';
import { api } from '../lib/api.ts';
import { useListQuery } from '../lib/list-query.ts';
import { usePagedTable } from '../lib/paged-table.ts';
import { useSession } from '../lib/session.ts';
import { ExportButton } from './export-button.tsx';
import { KeywordSearch, StatusSelect } from './list-filters.tsx';
import { type MoveAction, MoveButtons } from './move-buttons.tsx';
import { PagedTable } from './paged-table.tsx';

interface QueuePageProps<T> {
  /** Query key segment, e.g. 'undertakings'. */
  name: string;
  /** The list API path (its Excel export answers at `${path}/export`). */
  path: string;
  /** The exported workbook's file name, e.g. '需求承接'. */
  exportName: string;
  statuses: Record<number, string>;
  defaultStatus: string;
  statusLabel: string;
  /** The row field holding the status (default 'status'). */
  statusField?: keyof T & string;
  /** Width of the status select (default 130). */
  statusWidth?: number;
  keywordLabel: string;
  /** The keyword search keeps its 240 px on a narrow screen (default: it shrinks). */
  fixedKeyword?: boolean;
  columns: ColumnsType<T>;
  /** Columns after the status column, given the status filtered on. */
  after?: (status: string) => ColumnsType<T>;
  /** The decisions on a row, shown to the review role only; null when none apply. */
  actions?: (row: T) => ReactNode;
  /**
   * The row's status moves instead of `actions`: its move path and the moves its status allows
   * (none: no buttons); a move refreshes this queue and the dashboard.
   */
  moves?: { path: (id: number) => string; of: (row: T) => readonly MoveAction[] | undefined };
  /** Show the decisions column only while this status is filtered on. */
  actionsOn?: string;
  /** The row's full text, shown when the row is expanded. */
  expand?: (row: T) => ReactNode;
  /** One more URL filter, between status and keyword: its field, and its control given the value. */
  filter?: { field: string; control: (value: string, set: (value: string) => void) => ReactNode };
}

/**
 * A review queue: status and keyword filters in the URL, a paged table, decisions per row, and
 * the Excel export of the filtered list.
 */
export function QueuePage<T extends { id: number }>(props: QueuePageProps<T>) {
  const list = useListQuery(['status', 'keyword', ...(props.filter ? [props.filter.field] : [])]);
  const { filters, update } = list;
  const status = filters.status || props.defaultStatus;
  const reviewer = useSession()?.operator.roles.includes('review') ?? false;
  const table = usePagedTable(list, [props.name], () =>
    api.get<Page<T>>(props.path, { ...list.query, status }),
  );
  const actions =
    props.actionsOn === undefined || props.actionsOn === status
      ? (props.actions ?? (props.moves && movesOf(props.name, props.moves)))
      : undefined;
  return (
    <div className="ad-panel">
      <div className="ad-filters">
        <StatusSelect
          label={props.statusLabel}
          value={status}
          statuses={props.statuses}
          width={props.statusWidth ?? 130}
          onChange={(v) => update({ status: v })}
        />
        {props.filter?.control(filters[props.filter.field] ?? '', (value) =>
          update({ [props.filter!.field]: value }),
        )}
        <KeywordSearch
          label={props.keywordLabel}
          defaultValue={filters.keyword}
          fluid={!props.fixedKeyword}
          onSearch={(keyword) => update({ keyword })}
        />
        <ExportButton path={props.path} filters={{ ...filters, status }} name={props.exportName} />
      </div>
      <PagedTable<T>
        {...table}
        {...(props.expand
          ? { expandable: { expandedRowRender: props.expand, columnTitle: '详情' } }
          : {})}
        columns={[
          ...props.columns,
          {
            title: '状态',
            dataIndex: props.statusField ?? 'status',
            render: (v: number) => labelOf(props.statuses, v),
          },
          ...(props.after?.(status) ?? []),
          ...(reviewer && actions
            ? [{ title: '操作', key: 'op', render: (_v: unknown, r: T) => actions(r) }]
            : []),
        ]}
      />
    </div>
  );
}

/** QueuePageProps.moves as a row's decisions. */
function movesOf<T extends { id: number }>(
  name: string,
  moves: NonNullable<QueuePageProps<T>['moves']>,
) {
  return (row: T) => {
    const actions = moves.of(row);
    return actions?.length ? (
      <MoveButtons
        path={moves.path(row.id)}
        actions={actions}
        invalidate={[
          ['admin', name],
          ['admin', 'dashboard'],
        ]}
      />
    ) : null;
  };
}
