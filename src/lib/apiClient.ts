import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { isNetworkFailure } from './offline/networkFailure';

/** Returns the signed-in user's ID token (refreshed when expired), or null when signed out. */
export type TokenSource = () => Promise<string | null>;

/**
 * An answer the page already has for a read (the first screen's data, fetched before the
 * app's scripts ran), or null to send the request as usual.
 */
export type PreloadedReads = (url: string, getToken: TokenSource) => Promise<AxiosResponse | null>;

/**
 * What the device kept for a read it could not send for want of a network (a story kept for
 * offline), or undefined. Posts are asked too: narration is fetched with a POST.
 */
export type KeptAnswers = (request: {
  method: 'get' | 'post';
  url: string;
  params?: Record<string, unknown> | undefined;
  body?: unknown;
}) => Promise<unknown>;

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
  kept: KeptAnswers = async () => undefined,
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

  /** Sends a request; without a network, answers with what was kept for it, if anything. */
  const orKept = async <Answer>(
    send: () => Promise<Answer>,
    request: Parameters<KeptAnswers>[0],
  ): Promise<Answer> => {
    try {
      return await send();
    } catch (error) {
      if (!isNetworkFailure(error)) throw error;
      const data = await kept(request).catch(() => undefined);
      if (data === undefined) throw error;
      return { data, status: 200, statusText: 'OK', headers: {}, config: {} } as Answer;
    }
  };

  const get = (async (url: string, config?: AxiosRequestConfig) =>
    orKept(
      async () => {
        if (!config) {
          const early = await preloaded(`${baseURL.replace(/\/+$/, '')}${url}`, getToken);
          if (early) return early;
        }
        return (await axiosInstance()).get(url, config);
      },
      { method: 'get', url, params: config?.params as Record<string, unknown> | undefined },
    )) as ApiClient['get'];

  return {
    get,
    post: (async (url: string, body?: unknown, config?: AxiosRequestConfig) =>
      orKept(async () => (await axiosInstance()).post(url, body, config), {
        method: 'post',
        url,
        body,
      })) as ApiClient['post'],
    put: async (...args) => (await axiosInstance()).put(...args),
    patch: async (...args) => (await axiosInstance()).patch(...args),
    delete: async (...args) => (await axiosInstance()).delete(...args),
  };
}
