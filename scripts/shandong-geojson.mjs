/**
 * Writes apps/web/public/geo/shandong.json: the outline of Shandong's 16 cities as plain GeoJSON
 * for the data cockpit's map (no online tiles, DESIGN §4).
 *
 * Source: the province map Apache ECharts 4.9.0 shipped (package/map/json/province/shandong.json,
 * Apache-2.0), whose coordinates are in ECharts' compact UTF-8 encoding. This script decodes
 * them (the algorithm of ECharts 4's parseGeoJson), simplifies each ring (Douglas–Peucker,
 * 0.006° ≈ 600 m, invisible at cockpit size) and rounds to 0.001°, so the file stays small.
 * 莱芜市 (3712) became part of 济南市 in 2019 (GB/T 2260 has no 3712 any more): its polygon is
 * added to Jinan's.
 *
 *   npm pack echarts@4.9.0 && tar xzf echarts-4.9.0.tgz package/map/json/province/shandong.json
 *   node scripts/shandong-geojson.mjs package/map/json/province/shandong.json
 */
import fs from 'node:fs';
import path from 'node:path';

const source = process.argv[2];
if (!source) {
  console.error('usage: node scripts/shandong-geojson.mjs <echarts-4 shandong.json>');
  process.exit(1);
}
const input = JSON.parse(fs.readFileSync(source, 'utf8'));
const scale = input.UTF8Scale ?? 1024;

function decodeRing(encoded, [offsetX, offsetY]) {
  const out = [];
  let prevX = offsetX;
  let prevY = offsetY;
  for (let i = 0; i < encoded.length; i += 2) {
    let x = encoded.charCodeAt(i) - 64;
    let y = encoded.charCodeAt(i + 1) - 64;
    x = (x >> 1) ^ -(x & 1);
    y = (y >> 1) ^ -(y & 1);
    x += prevX;
    y += prevY;
    prevX = x;
    prevY = y;
    const point = [Math.round((x / scale) * 1e4) / 1e4, Math.round((y / scale) * 1e4) / 1e4];
    const last = out[out.length - 1];
    if (!last || last[0] !== point[0] || last[1] !== point[1]) out.push(point);
  }
  const first = out[0];
  const last = out[out.length - 1];
  if (first && (first[0] !== last[0] || first[1] !== last[1])) out.push([...first]);
  return out;
}

const TOLERANCE = 0.006;

/** Douglas–Peucker on an open or closed ring of [lng, lat]. */
function simplify(points) {
  if (points.length <= 4) return points;
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack = [[0, points.length - 1]];
  while (stack.length) {
    const [a, b] = stack.pop();
    const [ax, ay] = points[a];
    const [bx, by] = points[b];
    const dx = bx - ax;
    const dy = by - ay;
    const len = Math.hypot(dx, dy);
    let far = -1;
    let farDist = TOLERANCE;
    for (let i = a + 1; i < b; i++) {
      const [px, py] = points[i];
      const d =
        len === 0
          ? Math.hypot(px - ax, py - ay)
          : Math.abs(dy * px - dx * py + bx * ay - by * ax) / len;
      if (d > farDist) {
        far = i;
        farDist = d;
      }
    }
    if (far >= 0) {
      keep[far] = 1;
      stack.push([a, far], [far, b]);
    }
  }
  // A closed ring's two ends coincide: keep its farthest point too so it cannot collapse.
  const out = points.filter((_, i) => keep[i]);
  return out.length >= 4 ? out : points;
}

const decodePolygon = (rings, offsets) =>
  rings.map((ring, i) => simplify(decodeRing(ring, offsets[i])));

const round = (ring) =>
  ring.map(([x, y]) => [Math.round(x * 1000) / 1000, Math.round(y * 1000) / 1000]);
const asMulti = (g) => (g.type === 'Polygon' ? [g.coordinates] : g.coordinates);

const decoded = input.features.map((f) => {
  const g = f.geometry;
  const coordinates =
    g.type === 'Polygon'
      ? decodePolygon(g.coordinates, g.encodeOffsets)
      : g.coordinates.map((polygon, i) => decodePolygon(polygon, g.encodeOffsets[i]));
  return {
    type: 'Feature',
    id: f.id,
    properties: { name: f.properties.name, adcode: f.id, cp: f.properties.cp },
    geometry: { type: g.type, coordinates },
  };
});

const laiwu = decoded.find((f) => f.id === '371200');
const features = decoded
  .filter((f) => f !== laiwu)
  .map((f) => {
    const polygons = asMulti(f.geometry).concat(
      f.id === '370100' && laiwu ? asMulti(laiwu.geometry) : [],
    );
    const rounded = polygons.map((polygon) => polygon.map(round));
    const geometry =
      rounded.length === 1
        ? { type: 'Polygon', coordinates: rounded[0] }
        : { type: 'MultiPolygon', coordinates: rounded };
    return { ...f, geometry };
  });

const target = path.resolve(import.meta.dirname, '../apps/web/public/geo/shandong.json');
fs.mkdirSync(path.dirname(target), { recursive: true });
fs.writeFileSync(target, `${JSON.stringify({ type: 'FeatureCollection', features })}\n`);
console.log(`${features.length} cities → ${path.relative(process.cwd(), target)}`);
