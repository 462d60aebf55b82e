import { CouponEmpty } from '../../components/common/coupon-empty.tsx';

/** /UserInfo/MyExchange: no member voucher records exist yet (the /Coupon sub-site keeps none per member). */
export function Component() {
  return <CouponEmpty title="我的兑换" text="暂无兑换记录" testId="my-exchange" />;
}
