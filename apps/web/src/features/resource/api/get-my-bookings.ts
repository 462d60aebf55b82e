import {
  type MyInstrumentBooking,
  type Page,
  type PageQuery,
  ResourcePaths,
} from '@portal/shared/api/index';
import { listReadHook } from '../../../lib/query-recipes.ts';

type Query = PageQuery & { instrumentId?: number };

/** GET /client/mine/resource/instrument/book/page (member): own bookings, newest first. */
export const useMyBookings = listReadHook<Query, Page<MyInstrumentBooking>>(
  ResourcePaths.myBookingPage,
  ['resource', 'myBookings'],
  { perViewer: true },
);
