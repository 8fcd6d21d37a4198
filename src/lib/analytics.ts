import ReactGA from 'react-ga4';

let enabled = false;

/** Analytics stay off unless a measurement id is configured. */
export function initAnalytics(measurementId: string | undefined): boolean {
  if (!measurementId) return false;
  // No user id, name or e-mail is ever attached to events.
  ReactGA.initialize(measurementId, { gaOptions: { anonymizeIp: true } });
  enabled = true;
  return true;
}

export function sendPageView(location: string, path: string): void {
  if (!enabled) return;
  ReactGA.send({ hitType: 'pageview', page: path, page_location: location, page_path: path });
}
