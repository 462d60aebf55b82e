import {
  AD_POSITION_VALUES,
  blankAsAbsent,
  HOME_SIZES,
  intEnumField,
  Messages,
  sizeField,
  strictRequest,
} from '@portal/shared';
import { optionalBody } from '../../lib/requests.ts';

/** Query and body schemas of the home blocks; unknown fields are refused. */

type SizedBlock = keyof typeof HOME_SIZES;

/** `?size=` of a home block, with that block's default and maximum. */
export function sizeQuery(block: SizedBlock) {
  const { fallback, max } = HOME_SIZES[block];
  return strictRequest({ size: sizeField(fallback, max) });
}

export const adListQuery = strictRequest({
  positionType: intEnumField(AD_POSITION_VALUES, Messages.adPositionInvalid),
});

/** POSTs without fields (platform/desc, aboutus/get) still refuse unknown ones. */
export const emptyBody = optionalBody(strictRequest({}));

export const techServiceShopQuery = strictRequest({
  type: blankAsAbsent(intEnumField([1, 2], Messages.serviceTypeInvalid).optional()),
  size: sizeField(HOME_SIZES.techServiceShop.fallback, HOME_SIZES.techServiceShop.max),
});
