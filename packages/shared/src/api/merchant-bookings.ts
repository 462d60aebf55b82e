import { z } from 'zod';
import { positiveIntField, requiredText, strictRequest } from '../validation/common.ts';
import { ResourceMessages } from '../validation/resource.ts';

/**
 * 仪器预约 in the provider workspace (issue #25): bookings of the instruments the member's
 * organisation manages (instruments.org_id). Owner and staff decide them as the console does:
 * 待确认 → 已确认 | 未通过 (reason); the member gets the same message either way. Another
 * organisation's booking answers 404.
 *
 *   GET  /merchant/bookings          pageNum, pageSize, status? → Page<MyInstrumentBooking>
 *   POST /merchant/bookings/confirm  {id}           待确认 → 已确认
 *   POST /merchant/bookings/decline  {id, reason}   待确认 → 未通过
 */
export const MerchantBookingPaths = {
  bookings: '/merchant/bookings',
  bookingConfirm: '/merchant/bookings/confirm',
  bookingDecline: '/merchant/bookings/decline',
} as const;

const bookingId = positiveIntField(ResourceMessages.bookingNotFound);

export const merchantBookingIdSchema = strictRequest({ id: bookingId });

export const merchantBookingDeclineSchema = strictRequest({
  id: bookingId,
  reason: requiredText(ResourceMessages.reasonRequired, 200),
});

export const merchantBookingStatusField = z.coerce.number().int().min(0).max(3).optional();
