import { describe, expectTypeOf, it } from 'vitest';
import type {
  ActionPageRequest,
  ActionStatus,
  AuthType,
  BidOfferRequest,
  ContractRequest,
  FinanceDemandApplicationValues,
  LoanApplicationValues,
  LoginBody,
  LoginRequest,
  MessageKind,
  MessageQuery,
  MessageReadRequest,
  PageQuery,
  RegisterBody,
  SendCaptchaBody,
  SendCaptchaRequest,
  SlideVerifyRequest,
  SubmitAuthBody,
  SubmitAuthRequest,
  TechNeedRequest,
  TechNeedValues,
  VerifyStatus,
} from '../src/index.ts';

// Checked by tsc (the test include is part of the package tsconfig); vitest only runs them.
describe('parsed types', () => {
  it('narrow enums to their literal values', () => {
    expectTypeOf<SendCaptchaBody['type']>().toEqualTypeOf<1 | 2 | 3>();
    expectTypeOf<LoginBody['type']>().toEqualTypeOf<1 | 2>();
    expectTypeOf<RegisterBody['accountType']>().toEqualTypeOf<5 | 2 | 3 | undefined>();
    expectTypeOf<SubmitAuthBody['authType']>().toEqualTypeOf<AuthType>();
    expectTypeOf<VerifyStatus>().toEqualTypeOf<0 | 1 | 2 | 3>();
  });

  it('turn form strings into numbers', () => {
    expectTypeOf<TechNeedValues['needType']>().toEqualTypeOf<number>();
    expectTypeOf<TechNeedValues['tagIds']>().toEqualTypeOf<number[] | undefined>();
    expectTypeOf<LoanApplicationValues['applyMoney']>().toEqualTypeOf<number>();
    expectTypeOf<SubmitAuthBody['materials']>().toEqualTypeOf<number[]>();
  });

  it('keep optional text optional and the fixed category literal', () => {
    expectTypeOf<TechNeedValues['goodsDesc']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<FinanceDemandApplicationValues['signCategory']>().toEqualTypeOf<'REQUIREMENT'>();
    expectTypeOf<FinanceDemandApplicationValues['companyProperty']>().toEqualTypeOf<{
      id: number;
      optName: string;
    }>();
  });
});

// Request types are the z.input of the schemas the server validates with: what a client sends.
describe('request types', () => {
  it('say what the client sends, not the lenient forms the server also takes', () => {
    expectTypeOf<SendCaptchaRequest['type']>().toEqualTypeOf<1 | 2 | 3>();
    expectTypeOf<LoginRequest['type']>().toEqualTypeOf<1 | '1' | 2 | '2'>();
    expectTypeOf<SubmitAuthRequest['authType']>().toEqualTypeOf<AuthType>();
    expectTypeOf<SubmitAuthRequest['materials']>().toEqualTypeOf<number[]>();
    expectTypeOf<TechNeedRequest['needType']>().toEqualTypeOf<number>();
    expectTypeOf<TechNeedRequest['goodsDesc']>().toEqualTypeOf<string | undefined>();
    expectTypeOf<ContractRequest['amount']>().toEqualTypeOf<number>();
    expectTypeOf<BidOfferRequest>().toEqualTypeOf<{ bidId: number; amount: number }>();
    expectTypeOf<PageQuery>().toEqualTypeOf<{
      pageNum?: number | undefined;
      pageSize?: number | undefined;
    }>();
    expectTypeOf<MessageReadRequest>().toEqualTypeOf<{
      id?: number | undefined;
      all?: boolean | undefined;
    }>();
    expectTypeOf<MessageQuery['kind']>().toEqualTypeOf<MessageKind | undefined>();
    expectTypeOf<ActionPageRequest['status']>().toEqualTypeOf<ActionStatus | undefined>();
    expectTypeOf<SlideVerifyRequest['x']>().toEqualTypeOf<number>();
    expectTypeOf<SlideVerifyRequest['trace']>().toEqualTypeOf<[number, number, number][]>();
  });
});
