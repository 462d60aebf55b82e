/**
 * Research resources (spec §2 /SourceHome, DataBaseList, SampleBaseList, TestBaseList,
 * TestDeviceList, /TechSourceList, /DevelopAreaList, /DevelopProjectList, /TechHangDetail and
 * their details; issue 10) and instrument bookings. Paths in the style of §7: `/client/api/…`
 * public, `/client/mine/…` member.
 */

import type { ResourceKind, ResourceSort } from '../enums/resource.ts';
import type { PageQuery } from './envelope.ts';

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

export interface ResourceQuery extends PageQuery {
  /** Matched against name, holder and summary. */
  keyword?: string;
  /** Technical field (a first-level one covers its children). */
  fieldId?: number;
  /** Region code prefix. */
  regionCode?: string;
  /** One of the kind's categories (ResourcePaths.categories). */
  category?: string;
  /** developProject only: projects of one development area. */
  areaId?: number;
  sort?: ResourceSort;
}

/** One resource as lists show it; the kind's own facts are present only for that kind. */
export interface ResourceItem {
  id: number;
  kind: ResourceKind;
  name: string;
  /** The holder: university, institute or company. */
  orgName: string;
  /** The kind's own grouping: data domain, sample type, base level, instrument class… */
  category: string;
  techFieldId: number | null;
  techArea: string | null;
  regionCode: string;
  regionName: string;
  img: string;
  summary: string;
  publishDate: string;
  viewCount: number;
  /** database */
  recordCount?: number;
  /** sample */
  sampleCount?: number;
  /** instrument */
  model?: string;
  manufacturer?: string;
  feeText?: string;
  /** base, instrument: where it is, and when it is open. */
  address?: string;
  longitude?: number;
  latitude?: number;
  openHours?: string;
  /** techSource: listed for transfer (技术挂牌), price in 万元 (null = 面议). */
  listed?: boolean;
  listPrice?: number | null;
  /** developArea: how many published projects it has. */
  projectCount?: number;
  /** developProject */
  areaId?: number;
  areaName?: string;
  /** 万元 */
  budget?: number;
  startDate?: string;
  endDate?: string;
}

export interface ResourceDetail extends ResourceItem {
  /** Sanitised HTML. */
  content: string;
  contact: string;
  /** Masked (spec §9). */
  telephone: string;
  related: ResourceItem[];
}

export interface SourceHomeSection {
  kind: ResourceKind;
  title: string;
  total: number;
  items: ResourceItem[];
}

export interface SourceHome {
  sections: SourceHomeSection[];
}

export interface InstrumentSlot {
  /** BOOKING_SLOTS */
  slot: number;
  label: string;
  /** A booking holds it. */
  taken: boolean;
  /** Outside the instrument's opening hours (issue 26): not bookable either. */
  closed: boolean;
}

/** POST instrumentBook (form or JSON). */
export interface InstrumentBookRequest {
  instrumentId: number;
  /** yyyy-MM-dd, tomorrow up to BOOKING_DAYS_AHEAD days ahead. */
  bookDate: string;
  /** BOOKING_SLOTS */
  slot: number;
  purpose: string;
  linkName: string;
  linkPhone: string;
}

export interface MyInstrumentBooking {
  id: number;
  instrumentId: number;
  instrumentName: string;
  orgName: string;
  bookDate: string;
  slot: number;
  slotLabel: string;
  purpose: string;
  linkName: string;
  linkPhone: string;
  /** BOOKING_STATUSES */
  status: number;
  reason: string | null;
  createdAt: string;
}
