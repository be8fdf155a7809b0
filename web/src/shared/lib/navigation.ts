export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

type Navigate = (to: string, options?: NavigateOptions) => void;

/**
 * Lets code outside React (the API base query) navigate. The app registers the router's
 * `navigate` at start-up; until then a full page load is the safe fallback.
 */
let navigate: Navigate = (to) => window.location.assign(to);

export function registerNavigator(routerNavigate: Navigate): void {
  navigate = routerNavigate;
}

export function navigateTo(to: string, options?: NavigateOptions): void {
  navigate(to, options);
}
