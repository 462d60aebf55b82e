/**
 * List kit — a row's 详情 dialog: `open(row)` shows `render(row)` in a modal; render `dialog`
 * beside the list.
 */
import { Modal } from 'antd';
import { type ReactNode, useState } from 'react';

export function useRowDialog<T extends object>(title: string, render: (row: T) => ReactNode) {
  const [row, setRow] = useState<T>();
  const dialog = (
    <Modal
      open={Boolean(row)}
      title={title}
      footer={null}
      onCancel={() => setRow(undefined)}
      width={640}
    >
      {row && render(row)}
    </Modal>
  );
  return { open: setRow, dialog };
}
