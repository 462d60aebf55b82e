import { createBrowserRouter } from 'react-router';
import { setAppNavigate } from './navigation.ts';
import { buildRouteObjects } from './router-config.tsx';

export const router = createBrowserRouter(buildRouteObjects());

setAppNavigate((to, options) => router.navigate(to, options));
