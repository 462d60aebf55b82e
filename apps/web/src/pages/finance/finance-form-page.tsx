import FinanceDemandForm from '../../features/finance/components/finance-demand-form.tsx';
import '../../features/market/components/market-forms.css';
import '../../features/finance/components/finance.css';

/**
 * 融资申请 (/FinanceForm): the finance demand application (spec §3, §5) as a full page — the
 * same form as the home page's finance market (confirm 请确认提交信息, msg SUCCESS → 提交成功).
 */
export function Component() {
  return (
    <section className="pt-card mk-form" data-testid="finance-form-page">
      <h1 className="pt-page-title">融资申请</h1>
      <FinanceDemandForm />
    </section>
  );
}
