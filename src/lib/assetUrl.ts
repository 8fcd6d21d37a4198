import { env } from './env';

/**
 * Story pictures are paths on the backend, resolved against its address. Another backend
 * may give whole http(s) addresses; any other scheme (javascript:, data:, …) shows nothing.
 */
export function assetUrl(path: string): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path)) return path;
  if (!path.startsWith('/') || path.startsWith('//')) return '';
  return new URL(
    path.slice(1),
    env.VITE_API_BASE_URL.endsWith('/') ? env.VITE_API_BASE_URL : `${env.VITE_API_BASE_URL}/`,
  ).toString();
}
