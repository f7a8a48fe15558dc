/**
 * Navigation for code outside React components (the 401 handler, the session timer). The router registers
 * its `navigate` here once it exists; before that, a full page load is used.
 */
type Navigate = (to: string, options?: { replace?: boolean }) => void;

let navigator: Navigate | null = null;

export function setNavigator(navigate: Navigate | null): void {
  navigator = navigate;
}

export function navigateTo(to: string, options: { replace?: boolean } = {}): void {
  if (navigator) navigator(to, options);
  else if (typeof window !== 'undefined')
    window.location.assign(`${import.meta.env.BASE_URL.replace(/\/$/, '')}${to}`);
}
