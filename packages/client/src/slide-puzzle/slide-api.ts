import {
  AccountPaths,
  type SlideChallenge,
  type SlideVerifyRequest,
  type SlideVerifyResult,
} from '@portal/shared/api/index';
import { api } from '../request.ts';

/** POST /client/api/slide/challenge: a new puzzle (one try each). */
export function getSlideChallenge(): Promise<SlideChallenge> {
  return api.post<SlideChallenge>(AccountPaths.slideChallenge);
}

/** POST /client/api/slide/verify: the ticket that account login presents. */
export function verifySlide(body: SlideVerifyRequest): Promise<SlideVerifyResult> {
  return api.post<SlideVerifyResult>(AccountPaths.slideVerify, body);
}
