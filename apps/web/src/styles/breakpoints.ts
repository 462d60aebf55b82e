/**
 * The one phone breakpoint. Below it the shell is fluid (menu drawer, one-column lists); at
 * 1240 px and up the desktop layout of spec §9 is unchanged. CSS media queries cannot read a
 * variable, so every stylesheet writes `@media (max-width: 767px)`; a unit test
 * (test/breakpoints.test.ts) keeps each of them equal to this number.
 */
export const PHONE_MAX_WIDTH = 767;

export const PHONE_MEDIA_QUERY = `(max-width: ${PHONE_MAX_WIDTH}px)`;
