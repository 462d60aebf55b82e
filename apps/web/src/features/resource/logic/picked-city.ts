import { formatDistance } from '@portal/shared/format';
import { distanceMetres, HOME_CITIES } from '@portal/shared/geo';
import { useCallback, useState } from 'react';

/**
 * The city distances are measured from (issue 10): the user picks it; it is kept in this
 * browser so lists and details agree. Absent until picked.
 */
const KEY = 'portal.resource.city';

function readCity(): string | undefined {
  try {
    const code = globalThis.localStorage?.getItem(KEY) ?? undefined;
    return HOME_CITIES.some((c) => c.code === code) ? code : undefined;
  } catch {
    return undefined;
  }
}

export function usePickedCity() {
  const [code, setCode] = useState<string | undefined>(readCity);
  const pick = useCallback((next: string | undefined) => {
    setCode(next);
    try {
      if (next) globalThis.localStorage?.setItem(KEY, next);
      else globalThis.localStorage?.removeItem(KEY);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  }, []);
  return [code, pick] as const;
}

/** '距济南市 12.5km' (spec §9 formatter), or '' without a city or coordinates. */
export function distanceText(
  cityCode: string | undefined,
  at: { longitude?: number | undefined; latitude?: number | undefined },
): string {
  const city = HOME_CITIES.find((c) => c.code === cityCode);
  if (!city || at.longitude === undefined || at.latitude === undefined) return '';
  const metres = distanceMetres(city, { longitude: at.longitude, latitude: at.latitude });
  return `距${city.name} ${formatDistance(metres)}`;
}
