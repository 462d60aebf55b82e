/**
 * Places a distance can be measured from (issue 10: "distances shown with the §9 formatter from
 * a city the user picks"): the cities of the demo province (Shandong, GB/T 2260 codes) at their
 * government seat, in degrees (WGS-84, rounded to 0.01°).
 */
export interface GeoCity {
  code: string;
  name: string;
  longitude: number;
  latitude: number;
}

export const HOME_CITIES: readonly GeoCity[] = [
  { code: '370100', name: '济南市', longitude: 117.12, latitude: 36.65 },
  { code: '370200', name: '青岛市', longitude: 120.38, latitude: 36.07 },
  { code: '370300', name: '淄博市', longitude: 118.05, latitude: 36.81 },
  { code: '370400', name: '枣庄市', longitude: 117.32, latitude: 34.81 },
  { code: '370500', name: '东营市', longitude: 118.67, latitude: 37.43 },
  { code: '370600', name: '烟台市', longitude: 121.45, latitude: 37.46 },
  { code: '370700', name: '潍坊市', longitude: 119.16, latitude: 36.71 },
  { code: '370800', name: '济宁市', longitude: 116.59, latitude: 35.41 },
  { code: '370900', name: '泰安市', longitude: 117.09, latitude: 36.2 },
  { code: '371000', name: '威海市', longitude: 122.12, latitude: 37.51 },
  { code: '371100', name: '日照市', longitude: 119.53, latitude: 35.42 },
  { code: '371300', name: '临沂市', longitude: 118.36, latitude: 35.1 },
  { code: '371400', name: '德州市', longitude: 116.36, latitude: 37.44 },
  { code: '371500', name: '聊城市', longitude: 115.99, latitude: 36.46 },
  { code: '371600', name: '滨州市', longitude: 117.97, latitude: 37.38 },
  { code: '371700', name: '菏泽市', longitude: 115.48, latitude: 35.23 },
];

const EARTH_RADIUS_M = 6_371_000;

/** Great-circle (haversine) distance in metres between two points given in degrees. */
export function distanceMetres(
  a: { longitude: number; latitude: number },
  b: { longitude: number; latitude: number },
): number {
  const rad = (deg: number) => (deg * Math.PI) / 180;
  const dLat = rad(b.latitude - a.latitude);
  const dLng = rad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(rad(a.latitude)) * Math.cos(rad(b.latitude)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(h)));
}
