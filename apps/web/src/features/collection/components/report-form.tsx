import type {
  CollectionForm,
  CollectionFormType,
  CollectionPeriod,
  CollectionSubmission,
  CollectionValues,
} from '@portal/shared/api/index';
import { toAntdRule } from '@portal/shared/validation/antd-rule';
import {
  collectionFieldSchema,
  collectionValuesSchema,
} from '@portal/shared/validation/collection';
import { Messages } from '@portal/shared/validation/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Modal, message } from 'antd';
import { Fragment, useEffect, useMemo } from 'react';
import { parseForm } from '../../../lib/form-schema.ts';
import { ensureMember } from '../../../lib/member-only.ts';
import { saveSubmission } from '../api/save-submission.ts';
import { FieldControl } from './field-control.tsx';

function confirmSubmit(periodName: string): Promise<boolean> {
  return new Promise((resolve) => {
    Modal.confirm({
      title: Messages.confirmTitle,
      content: `${Messages.confirmSubmit}：${periodName}数据提交后不能再修改。`,
      okText: Messages.confirmOk,
      cancelText: Messages.confirmCancel,
      onOk: () => resolve(true),
      onCancel: () => resolve(false),
    });
  });
}

/** Stored values back into the inputs (numbers as the text the member typed). */
function toInputs(values: CollectionValues | undefined): Record<string, string> {
  return Object.fromEntries(Object.entries(values ?? {}).map(([k, v]) => [k, String(v)]));
}

/**
 * The report form of one period, built from the form's definition: a field per definition
 * entry, each with its shared rule. 保存草稿 keeps what is there (required may be empty);
 * 提交 checks every rule, asks for confirmation and is final for the period.
 */
export function ReportForm({
  type,
  definition,
  period,
  draft,
}: {
  type: CollectionFormType;
  definition: CollectionForm;
  period: CollectionPeriod;
  draft: CollectionSubmission | null;
}) {
  const [form] = Form.useForm<Record<string, string>>();
  const queryClient = useQueryClient();
  const fields = definition.fields;
  const schemas = useMemo(
    () => ({
      rules: Object.fromEntries(fields.map((f) => [f.key, [toAntdRule(collectionFieldSchema(f))]])),
      draft: collectionValuesSchema(fields, true),
      submit: collectionValuesSchema(fields),
    }),
    [fields],
  );
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toInputs(draft?.values));
  }, [form, draft]);

  const save = useMutation({
    mutationFn: (vars: { kind: 'draft' | 'submit'; values: CollectionValues }) =>
      saveSubmission(vars.kind, {
        type,
        periodId: period.id,
        values: vars.values,
      }),
    onSuccess: (answer) => {
      void message.success(answer.msg);
    },
    // Also after a refusal (e.g. submitted meanwhile in another tab): show what is stored.
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['collection'] }),
  });

  const clearErrors = () =>
    form.setFields(fields.map((f) => ({ name: f.key, errors: [] as string[] })));
  const onDraft = () => {
    if (!ensureMember()) return;
    clearErrors();
    const values = parseForm(form, schemas.draft, form.getFieldsValue());
    if (values) save.mutate({ kind: 'draft', values });
  };
  const onFinish = async (raw: Record<string, string>) => {
    if (!ensureMember()) return;
    const values = parseForm(form, schemas.submit, raw);
    if (!values || !(await confirmSubmit(period.name))) return;
    save.mutate({ kind: 'submit', values });
  };

  const closed = !period.open;
  return (
    <>
      {closed && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 16 }}
          title={`${period.name}的填报时间为 ${period.fillStart} 至 ${period.fillEnd}，当前不在填报时间内`}
        />
      )}
      {draft?.status === 0 && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title={`已保存草稿（${draft.updatedAt}），提交前可继续修改`}
          data-testid="draft-note"
        />
      )}
      <Form
        form={form}
        layout="vertical"
        onFinish={onFinish}
        disabled={closed}
        scrollToFirstError
        data-testid="report-form"
      >
        <div className="pt-col__grid">
          {fields.map((field) => (
            <Fragment key={field.key}>
              {field.group && <div className="pt-col__group">{field.group}</div>}
              <Form.Item
                label={field.unit ? `${field.label}（${field.unit}）` : field.label}
                name={field.key}
                required={field.required}
                rules={schemas.rules[field.key]}
                extra={field.hint}
                className={field.kind === 'textarea' ? 'pt-col__wide' : undefined}
                validateTrigger="onBlur"
              >
                <FieldControl field={field} />
              </Form.Item>
            </Fragment>
          ))}
        </div>
        <div className="pt-col__actions">
          <Button onClick={onDraft} loading={save.isPending} data-testid="save-draft">
            保存草稿
          </Button>
          <Button
            type="primary"
            htmlType="submit"
            loading={save.isPending}
            data-testid="submit-report"
          >
            提交
          </Button>
        </div>
      </Form>
    </>
  );
}
