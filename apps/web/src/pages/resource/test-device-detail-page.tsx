import { useSession } from '@portal/client/session';
import { BookingPanel } from '../../features/resource/components/booking-panel.tsx';
import { ResourceDetailScreen } from './resource-detail-screen.tsx';

/** 仪器详情 (/SourceHome/TestDeviceList/TestDeviceDetail?id): facts, distance, booking. */
export function Component() {
  const { token } = useSession();
  return (
    <ResourceDetailScreen
      kind="instrument"
      extra={(item) => <BookingPanel instrumentId={item.id} loggedIn={Boolean(token)} />}
    />
  );
}
