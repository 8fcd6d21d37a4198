import { env } from './env';
import { resolveAsset } from './resolveAsset';

/** A story picture's address on this app's backend (see resolveAsset). */
export const assetUrl = (path: string): string => resolveAsset(path, env.VITE_API_BASE_URL);
