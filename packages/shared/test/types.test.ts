import { describe, expectTypeOf, it } from 'vitest';
import type {
  AuthType,
  FinanceDemandApplicationValues,
  LoanApplicationValues,
  LoginBody,
  RegisterBody,
  SendCaptchaBody,
  SubmitAuthBody,
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
