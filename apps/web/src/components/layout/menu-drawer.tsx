import { Drawer } from 'antd';
import { type MouseEvent, type ReactNode, useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import './phone-menu.css';

/** The phone menu's drawer: closes when a link or button inside is used or the location moves. */
export function MenuDrawer({
  open,
  onClose,
  title,
  testId,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  testId?: string;
  children: ReactNode;
}) {
  const location = useLocation();
  // A followed link (or the back button) changes the location: the menu has done its job.
  const shownAt = useRef(location.key);
  useEffect(() => {
    if (location.key !== shownAt.current) {
      shownAt.current = location.key;
      onClose();
    }
  }, [location.key, onClose]);

  const closeOnLink = (event: MouseEvent) => {
    if ((event.target as HTMLElement).closest('a, button')) onClose();
  };

  return (
    <Drawer
      open={open}
      onClose={onClose}
      placement="right"
      size="min(320px, 86vw)"
      title={title}
      rootClassName="pt-phone-menu"
    >
      {/* biome-ignore lint/a11y/useKeyWithClickEvents: the links and buttons inside take the keys */}
      {/* biome-ignore lint/a11y/noStaticElementInteractions: only closes after a link's own action */}
      <div onClick={closeOnLink} data-testid={testId}>
        {children}
      </div>
    </Drawer>
  );
}
