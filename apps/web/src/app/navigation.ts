/**
 * Navigation from outside components (the request layer, login flow helpers). The router sets
 * the function at start-up; keeping it here avoids importing the router into features.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => unknown;

let navigateImpl: Navigate = (to) => window.location.assign(to);

export function setAppNavigate(navigate: Navigate): void {
  navigateImpl = navigate;
}

export function appNavigate(to: string, options?: { replace?: boolean }): void {
  void navigateImpl(to, options);
}
