import { describe, expect, it } from 'vitest';
import { creditCodeCheckChar, isValidCreditCode } from '../src/validation/credit-code.ts';

describe('unified social credit code (GB 32100)', () => {
  it('accepts published codes with their check character', () => {
    // Codes printed on public business licences.
    expect(isValidCreditCode('91350100M000100Y43')).toBe(true);
    expect(
      isValidCreditCode(
        '911100001000000000'.slice(0, 17) + creditCodeCheckChar('91110000100000000'),
      ),
    ).toBe(true);
  });

  it('refuses a wrong check character, short codes and forbidden letters', () => {
    expect(isValidCreditCode('91350100M000100Y44')).toBe(false);
    expect(isValidCreditCode('123')).toBe(false);
    expect(isValidCreditCode('91350100M000100YI3')).toBe(false);
  });
});
