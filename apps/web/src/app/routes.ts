/**
 * THE route table lives in @portal/shared/routes (issue 27): the server paints each main-layout
 * route's first screen from it (apps/server plugins/first-paint.ts), so it is shared, not copied.
 * The web app and its tests keep importing it from here.
 */
export * from '@portal/shared/routes/index';
