import { createHash } from 'node:crypto';
import { GUEST_MARK_SCRIPT } from '@portal/shared/guest-mark';
import { READING_AIDS_BOOT_SCRIPT } from '@portal/shared/reading-aids';
import { describe, expect, it } from 'vitest';
import { helmetHeaders } from '../../src/plugins/security-headers.ts';

describe('CSP and the boot scripts (reading aids, issue 31; workspace guest mark, issue 27)', () => {
  const csp = helmetHeaders()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';

  it('allows exactly the boot scripts inline, by their hashes, and no other inline script', () => {
    const hash = (script: string) =>
      `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
    expect(scriptSrc.trim().split(/\s+/)).toEqual([
      'script-src',
      "'self'",
      hash(READING_AIDS_BOOT_SCRIPT),
      hash(GUEST_MARK_SCRIPT),
    ]);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
