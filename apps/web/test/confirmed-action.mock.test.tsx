import type { MyInstrumentBooking } from '@portal/shared/api/index';
import { QueryClient } from '@tanstack/react-query';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { BookingRow } from '../src/features/resource/components/my-bookings.tsx';
import { renderInApp } from './render-in-app.tsx';

const cancelBooking = vi.hoisted(() =>
  vi.fn(async (_id: number) => ({ code: 1, msg: '取消成功', data: null })),
);
vi.mock('../src/features/resource/api/cancel-booking.ts', () => ({ cancelBooking }));

const booking: MyInstrumentBooking = {
  id: 7,
  instrumentId: 3,
  instrumentName: '扫描电子显微镜',
  orgName: '山东省分析测试中心',
  bookDate: '2026-12-01',
  slot: 1,
  slotLabel: '上午',
  purpose: '材料表面形貌观察',
  linkName: '张工',
  linkPhone: '13900000000',
  status: 0,
  reason: null,
  createdAt: '2026-11-28 10:00:00',
};

function renderRow(item: MyInstrumentBooking) {
  const client = new QueryClient();
  const invalidate = vi.spyOn(client, 'invalidateQueries');
  renderInApp(<BookingRow item={item} />, client);
  return invalidate;
}

describe('a confirmed row action (取消预约)', () => {
  it('asks once more, then sends and reads the member’s bookings again', async () => {
    const invalidate = renderRow(booking);
    fireEvent.click(screen.getByTestId('cancel-booking'));
    expect(await screen.findByText('确定取消该预约吗？')).toBeTruthy();
    fireEvent.click(screen.getByText('确 定'));
    await waitFor(() => expect(cancelBooking).toHaveBeenCalledWith(7));
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: ['resource'] }));
  });

  it('is offered only while the booking waits for confirmation', () => {
    renderRow({ ...booking, status: 1 });
    expect(screen.queryByTestId('cancel-booking')).toBeNull();
  });
});
