/**
 * The two breakpoints. Up to 767 px: phones (menu drawer, one-column lists). From 768 to
 * 1239 px: narrow desktops and tablets — the desktop layout, fluid instead of 1240 px wide, the
 * main nav in the menu drawer. From 1240 px the desktop layout of spec §9 is unchanged. CSS
 * media queries cannot read a variable, so stylesheets write `@media (max-width: 767px)` or
 * `@media (max-width: 1239px)`; a unit test (test/breakpoints.test.ts) keeps each of them equal
 * to one of these numbers.
 */
export const PHONE_MAX_WIDTH = 767;

export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;

export const NARROW_MAX_WIDTH = 1239;

export const NARROW_MEDIA_QUERY = `(max-width: ${NARROW_MAX_WIDTH}px)`;
