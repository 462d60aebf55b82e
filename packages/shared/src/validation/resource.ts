import { z } from 'zod';
import { TEXTAREA_MAX } from '../constants.ts';
import { BOOKING_SLOT_VALUES } from '../enums/resource.ts';
import {
  dateField,
  intEnumField,
  Messages,
  phoneField,
  positiveIntField,
  requiredText,
} from './common.ts';

/** Messages of the research resources and instrument bookings (added: the spec leaves them open). */
export const ResourceMessages = {
  notFound: '该资源不存在或已下线',
  instrumentNotFound: '该仪器不存在或已下线',
  instrumentIdRequired: '请选择要预约的仪器',
  bookDateRequired: '请选择预约日期',
  bookDateOutOfRange: (days: number) => `预约日期须在明天至${days}天之内`,
  slotRequired: '请选择预约时段',
  purposeRequired: '请填写使用目的',
  slotTaken: '该时段已被预约，请选择其他时段',
  slotClosed: (hours: string) => `该仪器开放时间为${hours}，所选时段不开放预约`,
  bookSuccess: '预约成功',
  bookingNotFound: '预约记录不存在',
  cancelRefused: '只有待确认的预约可以取消',
  cancelSuccess: '取消成功',
  decideRefused: (current: string) => `该预约当前为“${current}”，不能再处理`,
  reasonRequired: '请填写拒绝原因',
  kindInvalid: '资源类型不正确',
  categoryInvalid: '资源分类不正确',
  areaInvalid: '研发领域不正确',
  sortInvalid: '排序方式不正确',
} as const;

/** /TestDeviceDetail: a member books an instrument for a day and a time slot. */
export const instrumentBookSchema = z.object({
  instrumentId: positiveIntField(ResourceMessages.instrumentIdRequired),
  bookDate: dateField(ResourceMessages.bookDateRequired),
  slot: intEnumField(BOOKING_SLOT_VALUES, ResourceMessages.slotRequired),
  purpose: requiredText(ResourceMessages.purposeRequired, TEXTAREA_MAX),
  linkName: requiredText(Messages.linkmanRequired, 50),
  linkPhone: phoneField(Messages.phoneRequired, Messages.phoneInvalidLong),
});

export type InstrumentBookValues = z.output<typeof instrumentBookSchema>;
