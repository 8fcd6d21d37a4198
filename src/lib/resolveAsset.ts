/**
 * Story pictures are paths on the backend, resolved against its address. Another backend
 * may give whole http(s) addresses; any other scheme (javascript:, data:, …) gives nothing.
 * Self-contained (no imports, no closures), so index.html's early script carries it as text.
 */
export function resolveAsset(path: string, apiBaseUrl: string): string {
  if (!path) return '';
  if (/^https?:\/\//i.test(path)) return path;
  if (!path.startsWith('/') || path.startsWith('//')) return '';
  return new URL(path.slice(1), apiBaseUrl.endsWith('/') ? apiBaseUrl : apiBaseUrl + '/').href;
}
