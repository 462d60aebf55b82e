import { api } from '@portal/client/request';
import { type CreatedId, HomePaths, type TechNeedRequest } from '@portal/shared/api/index';

/** POST /need/add (JSON, member only): the tech need dialog. */
export function addNeed(body: TechNeedRequest): Promise<CreatedId> {
  return api.post<CreatedId>(HomePaths.needAdd, body);
}
