import { CouponEmpty } from '../../components/common/coupon-empty.tsx';

/** /UserInfo/MyCouponOrder: no member voucher records exist yet (the /Coupon sub-site keeps none per member). */
export function Component() {
  return <CouponEmpty title="创新券订单" text="暂无创新券订单" testId="my-coupon-order" />;
}
