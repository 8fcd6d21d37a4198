import axios, { type AxiosInstance } from 'axios';

/** Returns the signed-in user's ID token (refreshed when expired), or null when signed out. */
export type TokenSource = () => Promise<string | null>;

/**
 * The one axios instance of the app. No default timeout: narration of a long page may
 * take a while on a slow backend, and the screens show their own progress.
 */
export function createApiClient(baseURL: string, getToken: TokenSource): AxiosInstance {
  const client = axios.create({ baseURL });
  client.interceptors.request.use(async (config) => {
    const token = await getToken();
    if (token) config.headers.set('Authorization', `Bearer ${token}`);
    return config;
  });
  return client;
}
