type ReactGA = (typeof import('react-ga4'))['default'];

let analytics: Promise<ReactGA> | null = null;

/**
 * Analytics stay off unless a measurement id is configured; then react-ga4 loads in its own
 * chunk, after the first screen, and page views sent meanwhile wait for it.
 */
export function initAnalytics(measurementId: string | undefined): boolean {
  if (!measurementId) return false;
  analytics = import('react-ga4').then(({ default: ReactGA }) => {
    // No user id, name or e-mail is ever attached to events.
    ReactGA.initialize(measurementId, { gaOptions: { anonymizeIp: true } });
    return ReactGA;
  });
  return true;
}

export function sendPageView(location: string, path: string): void {
  void analytics?.then((ReactGA) =>
    ReactGA.send({ hitType: 'pageview', page: path, page_location: location, page_path: path }),
  );
}
