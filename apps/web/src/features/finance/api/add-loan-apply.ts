import { api } from '@portal/client/request';
import { type CreatedId, HomePaths, type LoanApplicationRequest } from '@portal/shared/api/index';

/** POST /api/home/add/loan/apply (JSON, member only): the loan application dialog. */
export function addLoanApply(body: LoanApplicationRequest): Promise<CreatedId> {
  return api.post<CreatedId>(HomePaths.loanApply, body);
}
