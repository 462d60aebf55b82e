import { createHash } from 'node:crypto';
import { READING_AIDS_BOOT_SCRIPT } from '@portal/shared/reading-aids';
import { describe, expect, it } from 'vitest';
import { helmetHeaders } from '../../src/plugins/security-headers.ts';

describe('CSP and the reading aids boot script (issue 31)', () => {
  const csp = helmetHeaders()['content-security-policy'] ?? '';
  const scriptSrc = csp.split(';').find((part) => part.trim().startsWith('script-src')) ?? '';

  it('allows exactly the boot script inline, by its hash, and no other inline script', () => {
    const hash = createHash('sha256').update(READING_AIDS_BOOT_SCRIPT).digest('base64');
    expect(scriptSrc.trim().split(/\s+/)).toEqual(['script-src', "'self'", `'sha256-${hash}'`]);
    expect(scriptSrc).not.toContain('unsafe-inline');
  });
});
