import {
  blankAsAbsent,
  HOME_SIZES,
  intEnumField,
  Messages,
  optionalDate,
  optionalIdField,
  optionalText,
  pagingShape,
  positiveIntField,
  sizeField,
  strictRequest,
} from '@portal/shared';
import { z } from 'zod';
import { optionalBody } from '../../lib/requests.ts';

export const actionHomeQuery = strictRequest({
  catId: positiveIntField(Messages.actionCatInvalid),
  size: sizeField(HOME_SIZES.actionHome.fallback, HOME_SIZES.actionHome.max),
});

const regionCode = (digits: number) =>
  blankAsAbsent(
    z
      .string({ error: Messages.formInvalid })
      .regex(new RegExp(`^\\d{${digits}}$`), Messages.formInvalid)
      .optional(),
  );

export const actionPageBody = optionalBody(
  strictRequest({
    ...pagingShape,
    catId: optionalIdField(Messages.actionCatInvalid),
    status: blankAsAbsent(intEnumField([0, 1, 2, 3], Messages.actionStatusInvalid).optional()),
    keyword: optionalText(50, Messages.keywordTooLong),
    provinceCode: regionCode(2),
    cityCode: regionCode(4),
    dateFrom: optionalDate,
    dateTo: optionalDate,
  }).refine((f) => !f.dateFrom || !f.dateTo || f.dateFrom <= f.dateTo, {
    error: Messages.dateRangeInvalid,
    path: ['dateTo'],
  }),
);
