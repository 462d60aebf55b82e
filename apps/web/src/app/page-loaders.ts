/**
 * The screens, by route name (DESIGN §12), as lazy imports of the modules `page-files.ts` names.
 * Only the router config imports this file: pages and features link through `paths.ts` and the
 * route table's metadata, so the dynamic imports here never close an import circle.
 */
import {
  LAYOUT_FILES,
  NOT_FOUND_FILE,
  PAGE_FILES,
  PLACEHOLDER_FILE,
  SHELL_FILES,
} from './page-files.ts';
import type { LayoutKind, PageLoader, PageModule } from './route-types.ts';
import type { RouteName } from './routes.ts';

/** One lazy chunk per screen module, keyed by its path relative to this file. */
const MODULES = import.meta.glob<PageModule>([
  '../pages/**/*-page.tsx',
  '../pages/**/*-layout.tsx',
  './layouts/*-layout.tsx',
]);

/** `file` is relative to src (page-files.ts); this file is src/app/page-loaders.ts. */
function loader(file: string): PageLoader {
  const load = MODULES[file.startsWith('app/') ? `./${file.slice(4)}` : `../${file}`];
  if (!load) throw new Error(`page-files.ts names ${file}, which is not a screen module`);
  return load;
}

function loaders(
  files: Partial<Record<RouteName, string>>,
): Partial<Record<RouteName, PageLoader>> {
  const out: Partial<Record<RouteName, PageLoader>> = {};
  for (const [name, file] of Object.entries(files) as [RouteName, string][])
    out[name] = loader(file);
  return out;
}

export const PAGE_LOADERS = loaders(PAGE_FILES);

/** What wraps the children of a route that has them (default: section tab bar + outlet). */
export const SHELL_LOADERS = loaders(SHELL_FILES);

export const LAYOUT_LOADERS = Object.fromEntries(
  Object.entries(LAYOUT_FILES).map(([kind, file]) => [kind, file ? loader(file) : null]),
) as Record<LayoutKind, PageLoader | null>;

export const PLACEHOLDER_PAGE: PageLoader = loader(PLACEHOLDER_FILE);
export const NOT_FOUND_PAGE: PageLoader = loader(NOT_FOUND_FILE);
