import { MenuOutlined } from '@ant-design/icons';
import { type ReactNode, Suspense, useState } from 'react';

/**
 * A header's menu button on narrow screens. The drawer (a lazy component: antd's Drawer loads
 * on the first tap only, so desktop visitors never download it) is rendered once first opened.
 */
export function MenuButton({
  className,
  testId,
  drawer,
}: {
  className: string;
  testId: string;
  drawer: (open: boolean, onClose: () => void) => ReactNode;
}) {
  const [opened, setOpened] = useState(false);
  const [open, setOpen] = useState(false);
  return (
    <>
      <button
        type="button"
        className={className}
        aria-label="菜单"
        aria-expanded={open}
        data-testid={testId}
        onClick={() => {
          setOpened(true);
          setOpen(true);
        }}
      >
        <MenuOutlined />
      </button>
      {opened && <Suspense fallback={null}>{drawer(open, () => setOpen(false))}</Suspense>}
    </>
  );
}
