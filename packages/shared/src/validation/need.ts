import { z } from 'zod';
import { TEXTAREA_MAX } from '../constants.ts';
import {
  dateField,
  idArrayField,
  intField,
  Messages,
  optionalText,
  requiredText,
} from './common.ts';

/** Tech need (spec §3, §5), posted as JSON to /need/add. */
export const techNeedSchema = z.object({
  goodsName: requiredText(Messages.goodsNameRequired),
  needType: intField(Messages.needTypeRequired),
  giveType: intField(Messages.giveTypeRequired),
  deadlineTime: dateField(Messages.deadlineTimeRequired),
  goodsDesc: optionalText(TEXTAREA_MAX, Messages.textareaTooLong),
  tagIds: idArrayField(Messages.tagIdsInvalid).optional(),
});

export type TechNeedValues = z.output<typeof techNeedSchema>;
