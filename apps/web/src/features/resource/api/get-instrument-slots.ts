import { api } from '@portal/client/request';
import { type InstrumentSlot, ResourcePaths } from '@portal/shared/api/index';
import { queryOptions, useQuery } from '@tanstack/react-query';

/** GET /client/api/resource/instrument/slots?id&date (which slots of the day are taken). */
export function getInstrumentSlots(id: number, date: string): Promise<InstrumentSlot[]> {
  return api.get<InstrumentSlot[]>(ResourcePaths.instrumentSlots, { id, date });
}

export const instrumentSlotsQuery = (id: number, date: string | undefined) =>
  queryOptions({
    queryKey: ['resource', 'instrument', 'slots', id, date],
    queryFn: () => getInstrumentSlots(id, date ?? ''),
    enabled: id > 0 && Boolean(date),
  });

export function useInstrumentSlots(id: number, date: string | undefined) {
  return useQuery(instrumentSlotsQuery(id, date));
}
