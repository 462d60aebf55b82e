/** The search feature's public entry for other features: safe rendering of highlighted text. */
export { highlightHtml } from './logic/highlight.ts';
