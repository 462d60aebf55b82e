/** Where the browser keeps the member's session token (packages/client auth-storage.ts). */
export const TOKEN_STORAGE_KEY = 'token';

/** The class on <html> while no session token is stored. */
export const GUEST_CLASS = 'pt-guest';

/**
 * The provider workspace's inline <head> script (issue 27): marks <html> as a guest's before
 * the first paint, so apps/merchant/index.html shows its painted login screen to guests only
 * (a member opening the workspace is not shown a login before their home). Plain ES5 and no
 * quotes that HTML would need escaped; the server's CSP allows it by its hash.
 */
export const GUEST_MARK_SCRIPT = `(function(){try{if(!localStorage.getItem('${TOKEN_STORAGE_KEY}'))document.documentElement.classList.add('${GUEST_CLASS}')}catch(e){}})();`;
