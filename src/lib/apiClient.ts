import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';

/** Returns the signed-in user's ID token (refreshed when expired), or null when signed out. */
export type TokenSource = () => Promise<string | null>;

/**
 * An answer the page already has for a read (the first screen's data, fetched before the
 * app's scripts ran), or null to send the request as usual.
 */
export type PreloadedReads = (url: string, getToken: TokenSource) => Promise<AxiosResponse | null>;

/** The calls the app makes to the API: axios's own signatures. */
export type ApiClient = Pick<AxiosInstance, 'get' | 'post' | 'put' | 'patch' | 'delete'>;

/**
 * The app's one API client, backed by one axios instance. axios loads with the first call
 * that needs it, so the first screen does not wait for it: an anonymous visitor's first
 * read that the page already requested is answered from that request (`preloaded`, given by
 * the app: src/boot/preloadedReads).
 * No default timeout: narration of a long page may take a while on a slow backend, and the
 * screens show their own progress.
 */
export function createApiClient(
  baseURL: string,
  getToken: TokenSource,
  preloaded: PreloadedReads = async () => null,
): ApiClient {
  let instance: Promise<AxiosInstance> | null = null;
  const axiosInstance = () =>
    (instance ??= import('axios').then(({ default: axios }) => {
      const client = axios.create({ baseURL });
      client.interceptors.request.use(async (config) => {
        const token = await getToken();
        if (token) config.headers.set('Authorization', `Bearer ${token}`);
        return config;
      });
      return client;
    }));

  const get = (async (url: string, config?: AxiosRequestConfig) => {
    if (!config) {
      const early = await preloaded(`${baseURL.replace(/\/+$/, '')}${url}`, getToken);
      if (early) return early;
    }
    return (await axiosInstance()).get(url, config);
  }) as ApiClient['get'];

  return {
    get,
    post: async (...args) => (await axiosInstance()).post(...args),
    put: async (...args) => (await axiosInstance()).put(...args),
    patch: async (...args) => (await axiosInstance()).patch(...args),
    delete: async (...args) => (await axiosInstance()).delete(...args),
  };
}
