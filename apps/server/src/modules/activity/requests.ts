import {
  actionPageRequestSchema,
  HOME_SIZES,
  Messages,
  positiveIntField,
  sizeField,
  strictRequest,
} from '@portal/shared';
import { optionalBody } from '../../lib/requests.ts';

export const actionHomeQuery = strictRequest({
  catId: positiveIntField(Messages.actionCatInvalid),
  size: sizeField(HOME_SIZES.actionHome.fallback, HOME_SIZES.actionHome.max),
});

export const actionPageBody = optionalBody(actionPageRequestSchema);
