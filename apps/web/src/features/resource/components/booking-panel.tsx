import { TEXTAREA_MAX } from '@portal/shared/constants';
import { BOOKING_DAYS_AHEAD } from '@portal/shared/enums/resource';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import {
  type InstrumentBookValues,
  instrumentBookSchema,
} from '@portal/shared/validation/resource';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, message, Radio, Select } from 'antd';
import { useLocation } from 'react-router';
import { loginHref } from '../../../app/paths.ts';
import { ContactFields } from '../../../components/common/contact-fields.tsx';
import { LinkButton } from '../../../components/common/link-button.tsx';
import { DetailSection } from '../../../components/detail/detail-parts.tsx';
import { parseForm } from '../../../lib/form-schema.ts';
import { shanghaiToday } from '../../../lib/use-list-state.ts';
import { bookInstrument } from '../api/book-instrument.ts';
import { useInstrumentSlots } from '../api/get-instrument-slots.ts';
import { MyBookings } from './my-bookings.tsx';
import './resource.css';

const rules = toAntdRules(instrumentBookSchema);
const WEEKDAYS = '日一二三四五六';

type FormValues = Omit<InstrumentBookValues, 'instrumentId'>;

/** Tomorrow up to BOOKING_DAYS_AHEAD days ahead, Shanghai calendar: '11-25 周三'. */
function bookableDays(today: string) {
  const start = Date.parse(`${today}T00:00:00Z`);
  return Array.from({ length: BOOKING_DAYS_AHEAD }, (_, i) => {
    const day = new Date(start + (i + 1) * 86_400_000);
    const value = day.toISOString().slice(0, 10);
    return { value, label: `${value.slice(5)} 周${WEEKDAYS[day.getUTCDay()]}` };
  });
}

/** 预约仪器 on /TestDeviceDetail: a day and a slot (taken ones greyed), purpose and contact. */
export function BookingPanel({
  instrumentId,
  loggedIn,
}: {
  instrumentId: number;
  loggedIn: boolean;
}) {
  const location = useLocation();
  const [form] = Form.useForm<FormValues>();
  const bookDate = Form.useWatch('bookDate', form);
  const slots = useInstrumentSlots(instrumentId, bookDate);
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: bookInstrument,
    onSuccess: (answer) => {
      void message.success(answer.msg);
      form.resetFields(['slot', 'purpose']);
    },
    // Booked or refused, the day's slots have changed: read them again.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['resource'] }),
  });
  if (!loggedIn) {
    return (
      <DetailSection title="预约仪器">
        <Alert
          type="info"
          showIcon
          message="登录后即可在线预约该仪器"
          style={{ marginBottom: 12 }}
        />
        <LinkButton
          type="primary"
          to={loginHref(1, `${location.pathname}${location.search}`)}
          data-testid="booking-login"
        >
          登录预约
        </LinkButton>
      </DetailSection>
    );
  }
  const onFinish = (values: FormValues) => {
    const parsed = parseForm(form, instrumentBookSchema, { ...values, instrumentId });
    if (parsed) send.mutate(parsed);
  };
  return (
    <DetailSection title="预约仪器" id="booking">
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        className="rs-booking"
        data-testid="booking-form"
      >
        <Form.Item label="预约日期" name="bookDate" rules={rules.bookDate} required>
          <Select
            placeholder="请选择预约日期"
            // Thirty days: all rendered, so every one can be reached by keyboard and tests.
            virtual={false}
            options={bookableDays(shanghaiToday())}
            onChange={() => form.resetFields(['slot'])}
            data-testid="book-date"
          />
        </Form.Item>
        <Form.Item label="预约时段" name="slot" rules={rules.slot} required>
          <Radio.Group className="rs-booking__slots" data-testid="book-slots">
            {(slots.data ?? []).map((s) => (
              <Radio.Button key={s.slot} value={s.slot} disabled={s.taken || s.closed}>
                {s.label}
                {s.closed ? '（不开放）' : s.taken ? '（已约满）' : ''}
              </Radio.Button>
            ))}
            {!bookDate && <span className="rs-facts">请先选择日期</span>}
          </Radio.Group>
        </Form.Item>
        <Form.Item label="使用目的" name="purpose" rules={rules.purpose} required>
          <Input.TextArea
            placeholder="如样品测试内容、样品数量等"
            maxLength={TEXTAREA_MAX}
            showCount
            rows={3}
          />
        </Form.Item>
        <ContactFields name="linkName" phone="linkPhone" rules={rules} />
        <Button type="primary" htmlType="submit" loading={send.isPending} data-testid="book-submit">
          提交预约
        </Button>
      </Form>
      <h3 style={{ marginTop: 24 }}>我的预约</h3>
      <MyBookings instrumentId={instrumentId} />
    </DetailSection>
  );
}
