import type { CollectionField } from '@portal/shared/api/index';
import { Input, Select } from 'antd';

/** The input of one form field, chosen by its kind (the definition comes from the server). */
export function FieldControl({ field, ...rest }: { field: CollectionField }) {
  const placeholder = `${field.kind === 'select' || field.kind === 'date' ? '请选择' : '请输入'}${field.label}`;
  switch (field.kind) {
    case 'select':
      return (
        <Select
          {...rest}
          allowClear
          placeholder={placeholder}
          options={(field.options ?? []).map((o) => ({ value: o, label: o }))}
        />
      );
    case 'textarea':
      return (
        <Input.TextArea
          {...rest}
          rows={3}
          showCount
          maxLength={field.max ?? 300}
          placeholder={placeholder}
        />
      );
    case 'date':
      return <Input {...rest} type="date" placeholder={placeholder} />;
    case 'number':
    case 'integer':
      return (
        <Input
          {...rest}
          inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
          suffix={field.unit}
          maxLength={16}
          placeholder={placeholder}
        />
      );
    default:
      return <Input {...rest} maxLength={field.max ?? 100} placeholder={placeholder} />;
  }
}
