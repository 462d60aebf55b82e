import { describe, expect, it } from 'vitest';
import { formatKb } from '../src/features/download/components/form-row.tsx';

describe('download corner sizes', () => {
  it('shows KB: one decimal under 10 KB, whole above, at least 1 KB', () => {
    expect(formatKb(300)).toBe('1 KB');
    expect(formatKb(1024)).toBe('1.0 KB');
    expect(formatKb(9058)).toBe('8.8 KB');
    expect(formatKb(10_860)).toBe('11 KB');
    expect(formatKb(1_572_864)).toBe('1536 KB');
  });
});
