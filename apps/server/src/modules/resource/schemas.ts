import {
  blankAsAbsent,
  dateField,
  ResourceMessages as M,
  Messages,
  marketFilterShape,
  optionalIdField,
  optionalText,
  pagingShape,
  positiveIntField,
  RESOURCE_KIND_VALUES,
  RESOURCE_SORT_VALUES,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';

/** Request schemas of the research resources and instrument bookings. */

export const resourceQuery = strictRequest({
  ...pagingShape,
  keyword: marketFilterShape.keyword,
  fieldId: marketFilterShape.fieldId,
  regionCode: marketFilterShape.regionCode,
  category: optionalText(50, M.categoryInvalid),
  areaId: optionalIdField(M.areaInvalid),
  sort: blankAsAbsent(z.enum(RESOURCE_SORT_VALUES, { error: M.sortInvalid }).optional()),
});

export const kindQuery = strictRequest({
  kind: z.enum(RESOURCE_KIND_VALUES, { error: M.kindInvalid }),
});

export const slotsQuery = strictRequest({
  id: positiveIntField(M.instrumentNotFound),
  date: dateField(M.bookDateRequired),
});

/** The member's list of bookings: of one instrument. */
export const myBookingFilters = { instrumentId: optionalIdField(Messages.idInvalid) };
