/**
 * Research resources (spec §2 /SourceHome, DataBaseList, SampleBaseList, TestBaseList,
 * TestDeviceList, /TechSourceList, /DevelopAreaList, /DevelopProjectList, /TechHangDetail and
 * their details; issue 10) and instrument bookings. Paths in the style of §7: `/client/api/…`
 * public, `/client/mine/…` member.
 */

import { z } from 'zod';
import {
  RESOURCE_KIND_VALUES,
  RESOURCE_SORT_VALUES,
  type ResourceKind,
} from '../enums/resource.ts';
import { optionalText, strictRequest } from '../validation/common.ts';
import { blankAsAbsent, marketFilterShape } from '../validation/filters.ts';
import { optionalIdField, pagingShape } from '../validation/paging.ts';
import { type instrumentBookSchema, ResourceMessages as M } from '../validation/resource.ts';

/** GET ResourceQuery → Page<ResourceItem>. */
export const resourcePagePath = (kind: ResourceKind) => `/client/api/resource/${kind}/page`;
/** GET ?id= → ResourceDetail (counts a view; 404 for an unknown or offline id). */
export const resourceDetailPath = (kind: ResourceKind) => `/client/api/resource/${kind}/detail`;

export const ResourcePaths = {
  /** GET → SourceHome: the four sections with their counts and newest items. */
  home: '/client/api/resource/home',
  /** GET ?kind= → string[]: the categories of a kind (filter options). */
  categories: '/client/api/resource/categories',
  /** GET ?id&date → InstrumentSlot[]: which slots of that day are taken. */
  instrumentSlots: '/client/api/resource/instrument/slots',
  /** POST InstrumentBookRequest → {id}, msg 预约成功; 409 when the slot is taken. */
  instrumentBook: '/client/mine/resource/instrument/book',
  /** GET ?instrumentId&pageNum&pageSize → Page<MyInstrumentBooking>, newest first. */
  myBookingPage: '/client/mine/resource/instrument/book/page',
  /** POST {id} → msg 取消成功; only while 0 待确认. */
  bookingCancel: '/client/mine/resource/instrument/book/cancel',
} as const;

export const resourceQuerySchema = strictRequest({
  ...pagingShape,
  /** Matched against name, holder and summary. */
  keyword: marketFilterShape.keyword,
  /** Technical field (a first-level one covers its children). */
  fieldId: marketFilterShape.fieldId,
  /** Region code prefix. */
  regionCode: marketFilterShape.regionCode,
  /** One of the kind's categories (ResourcePaths.categories). */
  category: optionalText(50, M.categoryInvalid),
  /** developProject only: projects of one development area. */
  areaId: optionalIdField(M.areaInvalid),
  sort: blankAsAbsent(z.enum(RESOURCE_SORT_VALUES, { error: M.sortInvalid }).optional()),
});
export type ResourceQuery = z.input<typeof resourceQuerySchema>;

const resourceKindSchema = z.enum(RESOURCE_KIND_VALUES);

const resourceItemShape = {
  id: z.number(),
  kind: resourceKindSchema,
  name: z.string(),
  /** The holder: university, institute or company. */
  orgName: z.string(),
  /** The kind's own grouping: data domain, sample type, base level, instrument class… */
  category: z.string(),
  techFieldId: z.number().nullable(),
  techArea: z.string().nullable(),
  regionCode: z.string(),
  regionName: z.string(),
  img: z.string(),
  summary: z.string(),
  publishDate: z.string(),
  viewCount: z.number(),
  /** database */
  recordCount: z.number().optional(),
  /** sample */
  sampleCount: z.number().optional(),
  /** instrument */
  model: z.string().optional(),
  manufacturer: z.string().optional(),
  feeText: z.string().optional(),
  /** base, instrument: where it is, and when it is open. */
  address: z.string().optional(),
  longitude: z.number().optional(),
  latitude: z.number().optional(),
  openHours: z.string().optional(),
  /** techSource: listed for transfer (技术挂牌), price in 万元 (null = 面议). */
  listed: z.boolean().optional(),
  listPrice: z.number().nullable().optional(),
  /** developArea: how many published projects it has. */
  projectCount: z.number().optional(),
  /** developProject */
  areaId: z.number().optional(),
  areaName: z.string().optional(),
  /** 万元 */
  budget: z.number().optional(),
  startDate: z.string().optional(),
  endDate: z.string().optional(),
};

/** One resource as lists show it; the kind's own facts are present only for that kind. */
export const resourceItemSchema = z.object(resourceItemShape);
export type ResourceItem = z.infer<typeof resourceItemSchema>;

export const resourceDetailSchema = z.object({
  ...resourceItemShape,
  /** Sanitised HTML. */
  content: z.string(),
  contact: z.string(),
  /** Masked (spec §9). */
  telephone: z.string(),
  related: z.array(resourceItemSchema),
});
export type ResourceDetail = z.infer<typeof resourceDetailSchema>;

export const sourceHomeSectionSchema = z.object({
  kind: resourceKindSchema,
  title: z.string(),
  total: z.number(),
  items: z.array(resourceItemSchema),
});
export type SourceHomeSection = z.infer<typeof sourceHomeSectionSchema>;

export const sourceHomeSchema = z.object({ sections: z.array(sourceHomeSectionSchema) });
export type SourceHome = z.infer<typeof sourceHomeSchema>;

export const instrumentSlotSchema = z.object({
  /** BOOKING_SLOTS */
  slot: z.number(),
  label: z.string(),
  /** A booking holds it. */
  taken: z.boolean(),
  /** Outside the instrument's opening hours (issue 26): not bookable either. */
  closed: z.boolean(),
});
export type InstrumentSlot = z.infer<typeof instrumentSlotSchema>;

/** POST instrumentBook (form or JSON); bookDate yyyy-MM-dd, tomorrow up to BOOKING_DAYS_AHEAD days ahead. */
export type InstrumentBookRequest = z.output<typeof instrumentBookSchema>;

export const myInstrumentBookingSchema = z.object({
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
  /** BOOKING_STATUSES */
  status: z.number(),
  reason: z.string().nullable(),
  createdAt: z.string(),
});
export type MyInstrumentBooking = z.infer<typeof myInstrumentBookingSchema>;
