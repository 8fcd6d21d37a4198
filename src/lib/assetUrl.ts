import { env } from './env';

/** Story images may be stored as paths on the backend; resolve them against its address. */
export function assetUrl(path: string): string {
  if (!path) return '';
  if (/^(https?:|data:|blob:)/i.test(path)) return path;
  return new URL(
    path,
    env.VITE_API_BASE_URL.endsWith('/') ? env.VITE_API_BASE_URL : `${env.VITE_API_BASE_URL}/`,
  ).toString();
}
