/**
 * List kit — a member list whose rows open a 详情 dialog: `renderRow(row, open)` draws a row
 * (its 详情 button calls `open`), and the dialog titled `detailTitle` shows `renderDetail(row)`.
 * The other props are MyPagedList's.
 */
import { Modal } from 'antd';
import { type ComponentProps, type ReactNode, useState } from 'react';
import { MyPagedList } from './my-paged-list.tsx';

type MyPagedListProps<T extends { id: number }> = ComponentProps<typeof MyPagedList<T>>;

export function MyPagedListWithDetails<T extends { id: number }>({
  detailTitle,
  renderDetail,
  renderRow,
  ...list
}: Omit<MyPagedListProps<T>, 'renderRow'> & {
  detailTitle: string;
  renderDetail: (row: T) => ReactNode;
  renderRow: (row: T, open: () => void) => ReactNode;
}) {
  const [row, setRow] = useState<T>();
  return (
    <>
      <MyPagedList {...list} renderRow={(r) => renderRow(r, () => setRow(r))} />
      <Modal
        open={Boolean(row)}
        title={detailTitle}
        footer={null}
        onCancel={() => setRow(undefined)}
        width={640}
      >
        {row && renderDetail(row)}
      </Modal>
    </>
  );
}
