/**
 * The account feature's public entry: what other features and shared components may use
 * (besides its `api/` files). Everything else in this folder is internal (biome.json
 * noRestrictedImports); pages may compose any feature's components directly.
 */
export { CaptchaButton } from './components/captcha-button.tsx';
export { afterAccountDeleted, logout, requireLogin } from './flow.ts';
export { useSession } from './session.ts';
