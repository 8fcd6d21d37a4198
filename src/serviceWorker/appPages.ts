import { paths } from '../lib/paths';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The addresses of the app's own screens, which open the app's page offline as online. An
 * address of the API (or of a file) is never answered with the page.
 */
export const APP_PAGES: RegExp[] = Object.values(paths).map((path) => {
  const address = typeof path === 'function' ? path('ID').replace('ID', '') : path;
  return address === '/'
    ? /^\/$/
    : new RegExp(`^${escape(address)}${address.endsWith('/') ? '[^/.]+$' : '/?$'}`, 'i');
});
