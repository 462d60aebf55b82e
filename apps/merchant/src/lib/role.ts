import { useMe } from './me.ts';

/** Whether the signed-in member is their organisation's owner (the server checks it too). */
export function useIsOwner(): boolean {
  return useMe().data?.org?.role === 'owner';
}
