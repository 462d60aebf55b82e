import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import type { DateRange } from '../logic/activity-filters.ts';

const FORMAT = 'YYYY-MM-DD';

/** Quick ranges counted from today: the coming week, month and quarter, and the past month. */
function presets(today: Dayjs) {
  return [
    { label: '未来一周', value: [today, today.add(7, 'day')] as [Dayjs, Dayjs] },
    { label: '未来一月', value: [today, today.add(1, 'month')] as [Dayjs, Dayjs] },
    { label: '未来三月', value: [today, today.add(3, 'month')] as [Dayjs, Dayjs] },
    { label: '过去一月', value: [today.subtract(1, 'month'), today] as [Dayjs, Dayjs] },
  ];
}

/**
 * 活动时间: a filter-panel row holding a date range picker (either end may stay open); the
 * list keeps the activities that run on at least one day of the range.
 */
export function DateRangeRow({
  value,
  onChange,
}: {
  value: DateRange;
  onChange: (range: DateRange) => void;
}) {
  const picked: [Dayjs | null, Dayjs | null] = [
    value.from ? dayjs(value.from) : null,
    value.to ? dayjs(value.to) : null,
  ];
  const empty = !value.from && !value.to;
  return (
    <div className="mk-filter__row" data-testid="filter-dates">
      <span className="mk-filter__label" id="activity-dates-label">
        活动时间
      </span>
      <div className="mk-filter__options ac-dates">
        <button
          type="button"
          className={`mk-filter__option${empty ? ' is-active' : ''}`}
          onClick={() => onChange({})}
        >
          不限
        </button>
        <DatePicker.RangePicker
          value={picked}
          allowEmpty={[true, true]}
          presets={presets(dayjs().startOf('day'))}
          placeholder={['开始日期', '结束日期']}
          aria-labelledby="activity-dates-label"
          onChange={(dates) => {
            const range: DateRange = {};
            if (dates?.[0]) range.from = dates[0].format(FORMAT);
            if (dates?.[1]) range.to = dates[1].format(FORMAT);
            onChange(range);
          }}
        />
      </div>
    </div>
  );
}
