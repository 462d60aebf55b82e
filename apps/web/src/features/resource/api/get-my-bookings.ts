import { api } from '@portal/client/request';
import {
  type MyInstrumentBooking,
  type Page,
  type PageQuery,
  ResourcePaths,
} from '@portal/shared/api/index';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

type Query = PageQuery & { instrumentId?: number };

/** GET /client/mine/resource/instrument/book/page (member): own bookings, newest first. */
export function getMyBookings(query: Query): Promise<Page<MyInstrumentBooking>> {
  return api.get<Page<MyInstrumentBooking>>(ResourcePaths.myBookingPage, asQuery(query));
}

export const myBookingsQuery = (query: Query) =>
  queryOptions({
    queryKey: ['resource', 'myBookings', viewerKey(), query],
    queryFn: () => getMyBookings(query),
    placeholderData: keepPreviousData,
  });

export function useMyBookings(query: Query, enabled = true) {
  return useQuery({ ...myBookingsQuery(query), enabled });
}
