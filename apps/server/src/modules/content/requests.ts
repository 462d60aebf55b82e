import {
  blankAsAbsent,
  intEnumField,
  positiveIntField,
  requiredText,
  strictRequest,
} from '@portal/shared';
import { optionalBody } from '../../lib/requests.ts';

export const PROTOCOL_TYPE_INVALID = '协议类型不正确';

export const dictOptionsQuery = strictRequest({ key: requiredText('请指定字典类型', 50) });

export const departmentListQuery = strictRequest({
  schoolId: blankAsAbsent(positiveIntField('学校编号不正确').optional()),
});

export const publicAccountBody = optionalBody(
  strictRequest({ type: blankAsAbsent(intEnumField([1, 2], '账号类型不正确').optional()) }),
);

export const protocolBody = optionalBody(
  strictRequest({ type: intEnumField([1, 2], PROTOCOL_TYPE_INVALID) }),
);

export const helpDetailBody = optionalBody(
  strictRequest({ id: positiveIntField('文章编号不正确') }),
);

export const richTextQuery = strictRequest({ id: positiveIntField('文章编号不正确') });
