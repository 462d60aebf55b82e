import type { Page } from '@portal/shared/api/index';
import type { UseQueryResult } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { MyTabbedList, myListKind } from '../src/components/list/my-list-tab.tsx';
import type { Paging } from '../src/components/list/my-paged-list.tsx';

type Row = { id: number; name: string };

function pageOf(records: Row[]) {
  return {
    data: { records, total: records.length, pageNum: 1, pageSize: 10 },
    isPending: false,
    isError: false,
  } as unknown as UseQueryResult<Page<Row>>;
}

const useBids = vi.fn((_paging: Paging) => pageOf([{ id: 1, name: '出价一' }]));
const useFocus = vi.fn((_paging: Paging) => pageOf([{ id: 2, name: '关注一' }]));

const KINDS = [
  myListKind({ value: 'bids', label: '我的出价' }, useBids, {
    renderRow: (row) => <span>{row.name}</span>,
    emptyText: '暂无出价记录',
  }),
  myListKind({ value: 'focus', label: '我的关注' }, useFocus, {
    renderRow: (row) => <span>{row.name}</span>,
    emptyText: '暂无关注',
  }),
] as const;

function renderAt(url: string) {
  render(
    <MemoryRouter initialEntries={[url]}>
      <MyTabbedList title="我的竞价" testId="my-list" tabTestId="tab" kinds={KINDS} />
    </MemoryRouter>,
  );
}

describe('MyTabbedList', () => {
  it('shows the first kind by default and asks only for its records', () => {
    renderAt('/UserInfo/MyCompetitive');
    expect(screen.getByText('出价一')).toBeTruthy();
    expect(screen.queryByText('关注一')).toBeNull();
    expect(useBids).toHaveBeenCalledWith({ pageNum: 1, pageSize: 10 });
    expect(useFocus).not.toHaveBeenCalled();
  });

  it('shows the kind named by ?tab, with the page from the URL', () => {
    renderAt('/UserInfo/MyCompetitive?tab=focus&pageNum=2');
    expect(screen.getByText('关注一')).toBeTruthy();
    expect(useFocus).toHaveBeenCalledWith({ pageNum: 2, pageSize: 10 });
    expect(screen.getByRole('heading', { name: '我的竞价' })).toBeTruthy();
  });
});
