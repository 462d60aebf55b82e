import { AD_POSITION_VALUES, intEnumField, Messages, strictRequest } from '@portal/shared';
import { optionalBody } from '../../lib/requests.ts';

/** Query and body schemas of the home blocks (the sized blocks': api/home.ts); unknown fields are refused. */

export const adListQuery = strictRequest({
  positionType: intEnumField(AD_POSITION_VALUES, Messages.adPositionInvalid),
});

/** POSTs without fields (platform/desc, aboutus/get) still refuse unknown ones. */
export const emptyBody = optionalBody(strictRequest({}));
