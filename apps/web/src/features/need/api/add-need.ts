import { type CreatedId, HomePaths, type TechNeedRequest } from '@portal/shared/api/index';
import { api } from '../../../lib/request.ts';

/** POST /need/add (JSON, member only): the tech need dialog. */
export function addNeed(body: TechNeedRequest): Promise<CreatedId> {
  return api.post<CreatedId>(HomePaths.needAdd, body);
}
