import { getHref } from '../../app/paths.ts';
import { LinkButton } from './link-button.tsx';
import { NoData } from './no-data.tsx';

/**
 * A member-centre voucher tab (我的兑换, 我的申领, 创新券订单) before the voucher sub-site has
 * member records: says so and leads to /Coupon.
 */
export function CouponEmpty({
  title,
  text,
  testId,
}: {
  title: string;
  text: string;
  testId: string;
}) {
  return (
    <section className="mk-list pt-card" data-testid={testId}>
      <div className="mk-list__bar">
        <h1 className="pt-page-title" style={{ margin: 0, fontSize: 20 }}>
          {title}
        </h1>
      </div>
      <div data-testid="my-list-empty">
        <NoData height={200} description={text} />
        <div style={{ textAlign: 'center' }}>
          <LinkButton type="primary" to={getHref('Coupon')}>
            前往创新券服务
          </LinkButton>
        </div>
      </div>
    </section>
  );
}
