import { Messages, positiveIntField, strictRequest } from '@portal/shared';
import { z } from 'zod';

/** A POST sent with no body at all is read as an empty form, so field messages still apply. */
export function optionalBody<T extends z.ZodType>(schema: T) {
  return z.preprocess((value) => value ?? {}, schema);
}

/** `?id=` of a detail: a positive whole number, nothing else. */
export const idQuery = strictRequest({ id: positiveIntField(Messages.idInvalid) });
