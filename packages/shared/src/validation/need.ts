import { z } from 'zod';
import { SHORT_TEXT_MAX, TEXTAREA_MAX } from '../constants.ts';
import {
  dateField,
  idArrayField,
  intField,
  Messages,
  optionalText,
  PHONE_PATTERN,
  requiredText,
} from './common.ts';

/** Tech need (spec §3, §5), posted as JSON to /need/add. */
export const techNeedSchema = z.object({
  goodsName: requiredText(Messages.goodsNameRequired),
  needType: intField(Messages.needTypeRequired),
  giveType: intField(Messages.giveTypeRequired),
  /** yyyy-MM-dd, today or later. */
  deadlineTime: dateField(Messages.deadlineTimeRequired),
  /** At most 300 characters. */
  goodsDesc: optionalText(TEXTAREA_MAX, Messages.textareaTooLong),
  tagIds: idArrayField(Messages.tagIdsInvalid).optional(),
  // 需求单位, 所在地区, 联系人, 联系电话 (issue 26): prefilled from the member's certification;
  // left out, the server takes them from it at publish time.
  companyName: optionalText(SHORT_TEXT_MAX),
  regionCode: optionalText(6).refine(
    (code) => code === undefined || /^\d{6}$/.test(code),
    Messages.regionInvalid,
  ),
  linkman: optionalText(SHORT_TEXT_MAX),
  linkphone: optionalText(11).refine(
    (phone) => phone === undefined || PHONE_PATTERN.test(phone),
    Messages.phoneInvalidLong,
  ),
});

export type TechNeedValues = z.output<typeof techNeedSchema>;
