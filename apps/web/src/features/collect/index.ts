/**
 * Collect / cancel (收藏), shared by every section that lists records: the public entry of this
 * feature for other features (cards); `api/toggle-collect.ts` is the request.
 */
export { CollectButton } from './components/collect-button.tsx';
