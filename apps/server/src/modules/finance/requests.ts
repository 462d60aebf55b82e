import {
  blankAsAbsent,
  FINANCE_APPLY_KINDS,
  financeDemandApplicationSchema,
  financingNeedSchema,
  intEnumField,
  loanApplicationSchema,
  Messages,
  pagingShape,
  phoneCaptchaRequestSchema,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';
import { optionalBody } from '../../lib/requests.ts';

/** Request schemas of the finance forms: the shared rules, refusing unknown fields. */

export const phoneCaptchaBody = optionalBody(strictRequest(phoneCaptchaRequestSchema.shape));
export const loanApplicationBody = optionalBody(strictRequest(loanApplicationSchema.shape));
export const financingNeedBody = optionalBody(strictRequest(financingNeedSchema.shape));

const BRACKET_KEYS = {
  id: ['companyProperty[id]', 'companyProperty.id'],
  optName: ['companyProperty[optName]', 'companyProperty.optName'],
} as const;

/**
 * A URL-encoded form cannot nest, so companyProperty arrives as `companyProperty[id]` and
 * `companyProperty[optName]` (qs style), as dotted keys, or as a JSON string; JSON bodies send
 * the object. Every form becomes the object before the shared rules run.
 */
export function nestCompanyProperty(body: unknown): unknown {
  if (body === null || body === undefined) return {};
  if (typeof body !== 'object' || Array.isArray(body)) return body;
  const out: Record<string, unknown> = { ...(body as Record<string, unknown>) };
  const picked: Record<string, unknown> = {};
  for (const [field, keys] of Object.entries(BRACKET_KEYS)) {
    for (const key of keys) {
      if (key in out) {
        picked[field] = out[key];
        delete out[key];
      }
    }
  }
  if (Object.keys(picked).length > 0 && out.companyProperty === undefined) {
    out.companyProperty = picked;
  }
  if (typeof out.companyProperty === 'string') {
    const text = out.companyProperty.trim();
    if (text === '') delete out.companyProperty;
    else {
      try {
        out.companyProperty = JSON.parse(text);
      } catch {
        // Left as the string: the rule answers 请选择单位性质.
      }
    }
  }
  return out;
}

export const financeDemandBody = z.preprocess(
  nestCompanyProperty,
  strictRequest(financeDemandApplicationSchema.shape),
);

const KIND_VALUES = Object.keys(FINANCE_APPLY_KINDS).map(Number) as [1, 2, 3];

export const myFinanceQuery = strictRequest({
  ...pagingShape,
  kind: blankAsAbsent(intEnumField(KIND_VALUES, Messages.financeKindInvalid).optional()),
});
