import { CouponEmpty } from '../../components/common/coupon-empty.tsx';

/** /UserInfo/MyTake: no member voucher records exist yet (the /Coupon sub-site keeps none per member). */
export function Component() {
  return <CouponEmpty title="我的申领" text="暂无申领记录" testId="my-take" />;
}
