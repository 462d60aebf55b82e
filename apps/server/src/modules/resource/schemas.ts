import {
  dateField,
  ResourceMessages as M,
  Messages,
  optionalIdField,
  positiveIntField,
  RESOURCE_KIND_VALUES,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';

/** Request schemas of the research resources and instrument bookings (the list's: api/resource.ts). */

export const kindQuery = strictRequest({
  kind: z.enum(RESOURCE_KIND_VALUES, { error: M.kindInvalid }),
});

export const slotsQuery = strictRequest({
  id: positiveIntField(M.instrumentNotFound),
  date: dateField(M.bookDateRequired),
});

/** The member's list of bookings: of one instrument. */
export const myBookingFilters = { instrumentId: optionalIdField(Messages.idInvalid) };
