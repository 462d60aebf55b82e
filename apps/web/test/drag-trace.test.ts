import { createDragTrace } from '@portal/client/drag-trace';
import { SLIDE_TRACE } from '@portal/shared/constants';
import { describe, expect, it } from 'vitest';

describe('slide puzzle drag trace', () => {
  it('starts at the origin, samples at most every 16 ms and ends at the release', () => {
    const trace = createDragTrace();
    for (let t = 4; t <= 100; t += 4) trace.add(t / 2, 1, t);
    const points = trace.finish(51.4, 2, 102.2);
    expect(points[0]).toEqual([0, 0, 0]);
    expect(points.at(-1)).toEqual([51, 2, 102]);
    const times = points.map(([, , t]) => t);
    for (let i = 2; i < times.length - 1; i++)
      expect(times[i]! - times[i - 1]!).toBeGreaterThanOrEqual(16);
  });

  it('keeps a long drag within the cap, from its start to its end', () => {
    const trace = createDragTrace();
    for (let t = 1; t <= 15_000; t += 1) trace.add(t / 50, 0, t);
    const points = trace.finish(300, 0, 15_001);
    expect(points.length).toBeLessThanOrEqual(SLIDE_TRACE.maxPoints);
    expect(points.length).toBeGreaterThan(50);
    expect(points[0]).toEqual([0, 0, 0]);
    expect(points.at(-2)![2]).toBeGreaterThan(14_000);
    expect(points.at(-1)).toEqual([300, 0, 15_001]);
  });
});
