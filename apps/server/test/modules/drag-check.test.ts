import type { SlideTracePoint } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { isHumanDrag } from '../../src/modules/captcha/drag-check.ts';
import { humanTrace } from '../support/client.ts';

describe('isHumanDrag', () => {
  it('refuses one-speed drags at every distance, whatever whole-pixel rounding adds', () => {
    for (let x = 40; x <= 420; x++) {
      for (const step of [16, 20, 33]) {
        const n = Math.round(800 / step);
        const trace = Array.from(
          { length: n + 1 },
          (_, i): SlideTracePoint => [Math.round((x * i) / n), 0, i * step],
        );
        expect({ x, step, human: isHumanDrag({ x, duration: n * step, trace }) }).toEqual({
          x,
          step,
          human: false,
        });
      }
    }
  });

  it('accepts hand-like drags at every distance', () => {
    for (let x = 40; x <= 420; x += 7) {
      for (let seed = 0; seed < 5; seed++) expect(isHumanDrag(humanTrace(x, seed))).toBe(true);
    }
  });
});
