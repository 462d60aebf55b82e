import { api } from '@portal/client/request';
import {
  CollectionPaths,
  type CollectionSaveRequest,
  type Envelope,
} from '@portal/shared/api/index';

/** POST draft (保存成功) or submit (提交成功; 409 once submitted for the period). */
export function saveSubmission(
  kind: 'draft' | 'submit',
  body: CollectionSaveRequest,
): Promise<Envelope<null>> {
  return api.postEnvelope<null>(
    kind === 'draft' ? CollectionPaths.draft : CollectionPaths.submit,
    body,
  );
}
