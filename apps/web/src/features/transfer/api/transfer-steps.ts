import { api } from '@portal/client/request';
import {
  MarketPaths,
  type TransferAgencyRequest,
  type TransferMethodRequest,
  type TransferRegistration,
} from '@portal/shared/api/index';

/** POST /client/mine/transfer/risk: step 0, the risk notice is acknowledged. */
export function acceptTransferRisk(): Promise<TransferRegistration> {
  return api.post<TransferRegistration>(MarketPaths.transferRisk, {});
}

/** POST /client/mine/transfer/method: step 1, registration method and applicant. */
export function chooseTransferMethod(body: TransferMethodRequest): Promise<TransferRegistration> {
  return api.post<TransferRegistration>(MarketPaths.transferMethod, body);
}

/** POST /client/mine/transfer/agency: step 3, another agency after 未选中. */
export function rechooseTransferAgency(body: TransferAgencyRequest): Promise<TransferRegistration> {
  return api.post<TransferRegistration>(MarketPaths.transferAgency, body);
}
