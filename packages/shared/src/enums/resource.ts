import { keysOf } from './label.ts';

/**
 * Research resources of /SourceHome and the development lists (spec §2; issue 10): each kind
 * is one list and one detail; `kind` names them in API paths.
 */
export const RESOURCE_KINDS = {
  database: '科研数据库',
  sample: '生物样本库',
  base: '科研基地',
  instrument: '科研仪器',
  techSource: '技术来源',
  developArea: '研发领域',
  developProject: '研发项目',
} as const;

export type ResourceKind = keyof typeof RESOURCE_KINDS;

export const RESOURCE_KIND_VALUES = keysOf(RESOURCE_KINDS);

/** The four sections of /SourceHome, in their order there. */
export const SOURCE_HOME_KINDS = ['database', 'sample', 'base', 'instrument'] as const;

/** Sorts of a resource list (added): newest first, or most viewed first. */
export const RESOURCE_SORTS = { latest: '最新发布', views: '浏览最多' } as const;

export type ResourceSort = keyof typeof RESOURCE_SORTS;

export const RESOURCE_SORT_VALUES = keysOf(RESOURCE_SORTS);

/** Time slots an instrument can be booked for (added), one booking per instrument, day, slot. */
export const BOOKING_SLOTS = {
  1: '上午 09:00-12:00',
  2: '下午 14:00-17:00',
  3: '晚间 18:30-21:30',
} as const;

export type BookingSlot = keyof typeof BOOKING_SLOTS;

export const BOOKING_SLOT_VALUES = [1, 2, 3] as const;

/**
 * Status of an instrument booking (added), the member-application life cycle: booked at 0;
 * the managing unit confirms (1) or declines (2, with a reason); the member cancels while 0 (3).
 * 0 and 1 hold the slot.
 */
export const BOOKING_STATUSES = {
  0: '待确认',
  1: '已确认',
  2: '未通过',
  3: '已取消',
} as const;

export type BookingStatus = keyof typeof BOOKING_STATUSES;

/** How far ahead an instrument can be booked, in days (from tomorrow). */
export const BOOKING_DAYS_AHEAD = 30;
