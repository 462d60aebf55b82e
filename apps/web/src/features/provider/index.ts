/** The provider feature's public entry for other features: where a provider's detail opens. */
export { detailRouteOf, SECTION_ROUTES } from './logic/sections.ts';
