import {
  ContactPaths,
  type ContactRequestItem,
  type CreatedId,
  type Envelope,
  type Page,
  type PageQuery,
} from '@portal/shared/api/index';
import type { ContactTarget } from '@portal/shared/enums/contact-request';
import type { ContactRequestValues } from '@portal/shared/validation/contact';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/request.ts';
import { asQuery, viewerKey } from '../../../lib/viewer-key.ts';

export const CONTACT_KEY = ['contact'] as const;

export type ContactSide = 'sent' | 'received';

/** 我发出的洽谈 / 我收到的洽谈 (member), newest first. */
export const myContactsQuery = (side: ContactSide, query: PageQuery) =>
  queryOptions({
    queryKey: [...CONTACT_KEY, side, viewerKey(), query],
    queryFn: () =>
      api.get<Page<ContactRequestItem>>(
        side === 'sent' ? ContactPaths.sentPage : ContactPaths.receivedPage,
        asQuery(query),
      ),
    placeholderData: keepPreviousData,
  });

export function useMyContacts(side: ContactSide, query: PageQuery) {
  return useQuery(myContactsQuery(side, query));
}

/** The member's latest request on an item (its status beside the button); off for guests. */
export function useMyContactOnItem(targetType: ContactTarget, targetId: number, enabled: boolean) {
  return useQuery({
    queryKey: [...CONTACT_KEY, 'item', viewerKey(), targetType, targetId],
    queryFn: () =>
      api.get<ContactRequestItem | null>(ContactPaths.mineOnItem, { targetType, targetId }),
    enabled,
  });
}

export const sendContact = (body: ContactRequestValues): Promise<Envelope<CreatedId>> =>
  api.postEnvelope<CreatedId>(ContactPaths.send, body);

export const replyContact = (body: { id: number; reply: string }) =>
  api.postEnvelope<null>(ContactPaths.reply, body);

export const closeContact = (id: number) => api.postEnvelope<null>(ContactPaths.close, { id });
