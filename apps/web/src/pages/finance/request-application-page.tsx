import { TEXTAREA_MAX } from '@portal/shared/constants';
import { toAntdRules } from '@portal/shared/validation/antd-rule';
import {
  type FinanceProductApplyValues,
  financeProductApplySchema,
} from '@portal/shared/validation/finance-products';
import { Messages } from '@portal/shared/validation/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Alert, Button, Form, Input, message } from 'antd';
import { Link } from 'react-router';
import { getHref } from '../../app/paths.ts';
import { ContactFields } from '../../components/common/contact-fields.tsx';
import { DetailGate, useIdParam } from '../../components/detail/detail-gate.tsx';
import { DetailSection } from '../../components/detail/detail-parts.tsx';
import { applyFinanceProduct } from '../../features/finance/api/apply-finance-product.ts';
import { useFinanceProduct } from '../../features/finance/api/get-finance-product.ts';
import { GuarantyTypeField } from '../../features/finance/components/finance-fields.tsx';
import { MyProductApplies } from '../../features/finance/components/my-product-applies.tsx';
import { amountRange, rateRange } from '../../features/finance/logic/product-query.ts';
import { parseForm } from '../../lib/form-schema.ts';
import '../../features/market/components/market-forms.css';
import '../../features/finance/components/finance.css';

const rules = toAntdRules(financeProductApplySchema);

type FormValues = Omit<FinanceProductApplyValues, 'productId'>;

/** 申请服务 (/RequestApplication?id=<productId>): a member applies; their applications below. */
export function Component() {
  const id = useIdParam();
  const query = useFinanceProduct(id);
  const [form] = Form.useForm<FormValues>();
  const queryClient = useQueryClient();
  const send = useMutation({
    mutationFn: applyFinanceProduct,
    onSuccess: (answer) => {
      void message.success(answer.msg || Messages.submitSuccess);
      form.resetFields();
      void queryClient.invalidateQueries({ queryKey: ['finance'] });
    },
  });
  return (
    <DetailGate
      id={id}
      query={query}
      notFoundTitle="该金融产品不存在或已下架"
      back={{ to: 'FinanceList', label: '浏览金融产品' }}
    >
      {(product) => {
        const onFinish = (values: FormValues) => {
          const parsed = parseForm(form, financeProductApplySchema, {
            ...values,
            productId: product.id,
          });
          if (parsed) send.mutate(parsed);
        };
        const open = product.myApplication !== null;
        return (
          <>
            <section className="mk-form pt-card" data-testid="product-apply-form">
              <h1 className="pt-page-title">申请服务</h1>
              <div className="mk-form__target">
                申请产品：
                <Link to={getHref('Financedetail', { query: { id: product.id } })}>
                  <b data-testid="apply-target">{product.productName}</b>
                </Link>{' '}
                （{product.orgName}，{rateRange(product)}，{amountRange(product)}）
              </div>
              {open && (
                <Alert
                  type="info"
                  showIcon
                  style={{ marginBottom: 16 }}
                  message="您已申请该产品，机构受理前可在下方撤回；撤回或被拒绝后可重新申请"
                />
              )}
              <Form form={form} layout="vertical" onFinish={onFinish} hidden={open}>
                <Form.Item label="企业名称" name="companyName" rules={rules.companyName} required>
                  <Input placeholder="请输入企业名称" maxLength={100} />
                </Form.Item>
                <Form.Item
                  label="申请金额（万元）"
                  name="applyMoney"
                  rules={rules.applyMoney}
                  required
                  extra={`本产品额度：${amountRange(product)}`}
                >
                  <Input placeholder="请输入申请金额" suffix="万元" maxLength={16} />
                </Form.Item>
                <GuarantyTypeField rules={rules.guarantyType} />
                <Form.Item label="资金用途" name="moneyUse" rules={rules.moneyUse}>
                  <Input.TextArea
                    placeholder="如购置设备、研发投入、流动资金等"
                    maxLength={TEXTAREA_MAX}
                    showCount
                    rows={3}
                  />
                </Form.Item>
                <ContactFields name="linkName" phone="linkPhone" rules={rules} />
                <Button
                  type="primary"
                  htmlType="submit"
                  loading={send.isPending}
                  block
                  size="large"
                  data-testid="apply-submit"
                >
                  提交申请
                </Button>
              </Form>
            </section>
            <DetailSection title="我的申请">
              <MyProductApplies productId={product.id} />
            </DetailSection>
          </>
        );
      }}
    </DetailGate>
  );
}
