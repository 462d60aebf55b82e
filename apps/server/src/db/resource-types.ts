import type { Generated } from 'kysely';
import type { ResourceColumns } from './search-types.ts';

/* Research resources and instrument bookings (issue 10, migration 20261125_05). */

/** Where a research base or instrument is (degrees) and when it is open. */
export interface ResourcePlace {
  address: string | null;
  longitude: number | null;
  latitude: number | null;
  openHours: string | null;
}

/** 技术来源; listed = 1 when also listed for transfer (技术挂牌), listPrice in 万元 (null 面议). */
export interface TechSourcesTable extends ResourceColumns {
  listed: Generated<number>;
  listPrice: number | string | null;
}

export type DevelopAreasTable = ResourceColumns;

export interface DevelopProjectsTable extends ResourceColumns {
  areaId: number;
  /** 万元 */
  budget: number | string;
  startDate: string;
  endDate: string;
}

/** BOOKING_STATUSES; 0 and 1 hold the slot (partial unique index). */
export interface InstrumentBookingsTable {
  id: Generated<number>;
  instrumentId: number;
  userId: number;
  bookDate: string;
  slot: number;
  purpose: string;
  linkName: string;
  linkPhone: string;
  status: number;
  reason: string | null;
  createdAt: number;
  updatedAt: number;
  decidedAt: number | null;
  withdrawnAt: number | null;
}

export interface ResourceTables {
  techSources: TechSourcesTable;
  developAreas: DevelopAreasTable;
  developProjects: DevelopProjectsTable;
  instrumentBookings: InstrumentBookingsTable;
}
