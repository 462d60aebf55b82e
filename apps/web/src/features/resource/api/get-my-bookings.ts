import {
  type MyInstrumentBooking,
  type Page,
  type PageQuery,
  ResourcePaths,
} from '@portal/shared/api/index';
import { useQuery } from '@tanstack/react-query';
import { getWithQuery, listQuery } from '../../../lib/query-recipes.ts';

type Query = PageQuery & { instrumentId?: number };

/** GET /client/mine/resource/instrument/book/page (member): own bookings, newest first. */
export const getMyBookings = getWithQuery<Query, Page<MyInstrumentBooking>>(
  ResourcePaths.myBookingPage,
);

export const myBookingsQuery = listQuery(['resource', 'myBookings'], getMyBookings, {
  perViewer: true,
});

export function useMyBookings(query: Query, enabled = true) {
  return useQuery({ ...myBookingsQuery(query), enabled });
}
