/**
 * Service products and their categories (issue 10): the public entry of this feature for
 * other features (the home page's tech service block may link its cards the same way).
 */
export { servicePrice } from './logic/service-query.ts';
