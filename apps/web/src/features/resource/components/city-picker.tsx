import { HOME_CITIES } from '@portal/shared/geo';
import { Select } from 'antd';

/** 距离起点: the city distances are measured from (absent = no distances shown). */
export function CityPicker({
  value,
  onChange,
}: {
  value: string | undefined;
  onChange: (code: string | undefined) => void;
}) {
  return (
    <Select
      className="rs-city"
      allowClear
      placeholder="选择所在城市，查看距离"
      aria-label="选择所在城市，查看距离"
      value={value}
      onChange={(code) => onChange(code ?? undefined)}
      options={HOME_CITIES.map((c) => ({ value: c.code, label: c.name }))}
      data-testid="city-picker"
    />
  );
}
