/**
 * What /Undertake and /ParticipateBounty build around ContactOfferForm: the contact fields'
 * rules, the submit that refreshes the market, and the warning above the form.
 */
import type { AntdValidatorRule } from '@portal/shared/validation/antd-rule';
import { Messages } from '@portal/shared/validation/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Alert } from 'antd';

type ContactRules = Record<'companyName' | 'linkman' | 'linkphone', AntdValidatorRule[]>;

/** The form's rules: the contact fields' from the offer's schema, `text` from its plan field. */
export function offerRules(schemaRules: ContactRules, text: AntdValidatorRule[]) {
  return {
    companyName: schemaRules.companyName,
    linkman: schemaRules.linkman,
    linkphone: schemaRules.linkphone,
    text,
  };
}

/** Awaits the sent offer, then refreshes the market (counts, 已承接/已揭榜); resolves with its message. */
export function useOfferSent() {
  const queryClient = useQueryClient();
  return async (sending: Promise<{ msg: string }>) => {
    const answer = await sending;
    void queryClient.invalidateQueries({ queryKey: ['market'] });
    return answer.msg || Messages.submitSuccess;
  };
}

/** Why the member may not offer again (already offered, closed). */
export function OfferWarning({ message }: { message: string }) {
  return <Alert type="warning" showIcon message={message} style={{ marginBottom: 16 }} />;
}
