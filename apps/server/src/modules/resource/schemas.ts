import {
  dateField,
  type InstrumentSlot,
  ResourceMessages as M,
  Messages,
  type MyInstrumentBooking,
  optionalIdField,
  optionalText,
  pagingShape,
  positiveIntField,
  RESOURCE_KIND_VALUES,
  RESOURCE_SORT_VALUES,
  type ResourceDetail,
  type ResourceItem,
  type SourceHome,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';
import { marketFilterShape } from '../../kit/list/filters.ts';
import { blankAsAbsent } from '../../lib/requests.ts';

/** Request and response schemas of the research resources and instrument bookings. */

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

const itemShape = {
  id: z.number(),
  kind: z.enum(RESOURCE_KIND_VALUES),
  name: z.string(),
  orgName: z.string(),
  category: z.string(),
  techFieldId: z.number().nullable(),
  techArea: z.string().nullable(),
  regionCode: z.string(),
  regionName: z.string(),
  img: z.string(),
  summary: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
  recordCount: z.number().optional(),
  sampleCount: z.number().optional(),
  model: z.string().optional(),
  manufacturer: z.string().optional(),
  feeText: z.string().optional(),
  address: z.string().optional(),
  longitude: z.number().optional(),
  latitude: z.number().optional(),
  openHours: z.string().optional(),
  listed: z.boolean().optional(),
  listPrice: z.number().nullable().optional(),
  projectCount: z.number().optional(),
  areaId: z.number().optional(),
  areaName: z.string().optional(),
  budget: z.number().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
};

export const resourceItemSchema = z.object(itemShape) satisfies z.ZodType<ResourceItem>;

export const resourceDetailSchema = z.object({
  ...itemShape,
  content: z.string(),
  contact: z.string(),
  telephone: z.string(),
  related: z.array(resourceItemSchema),
}) satisfies z.ZodType<ResourceDetail>;

export const sourceHomeSchema = z.object({
  sections: z.array(
    z.object({
      kind: z.enum(RESOURCE_KIND_VALUES),
      title: z.string(),
      total: z.number(),
      items: z.array(resourceItemSchema),
    }),
  ),
}) satisfies z.ZodType<SourceHome>;

export const slotSchema = z.object({
  slot: z.number(),
  label: z.string(),
  taken: z.boolean(),
  closed: z.boolean(),
}) satisfies z.ZodType<InstrumentSlot>;

export const myBookingSchema = z.object({
  id: z.number(),
  instrumentId: z.number(),
  instrumentName: z.string(),
  orgName: z.string(),
  bookDate: z.string(),
  slot: z.number(),
  slotLabel: z.string(),
  purpose: z.string(),
  linkName: z.string(),
  linkPhone: z.string(),
  status: z.number(),
  reason: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<MyInstrumentBooking>;
