/**
 * Cache Storage as the browser gives it (jsdom has none): named caches of responses by URL,
 * enough for the offline keeper and its tests. Installed on globalThis by `installFakeCaches`.
 */
class FakeCache {
  readonly entries = new Map<string, Response>();
  async match(request: RequestInfo | URL) {
    return this.entries.get(urlOf(request))?.clone();
  }
  async put(request: RequestInfo | URL, response: Response) {
    this.entries.set(urlOf(request), response.clone());
  }
  async delete(request: RequestInfo | URL) {
    return this.entries.delete(urlOf(request));
  }
  async keys() {
    return [...this.entries.keys()].map((url) => new Request(url));
  }
}

const urlOf = (request: RequestInfo | URL) =>
  typeof request === 'string' ? request : request instanceof URL ? request.href : request.url;

export class FakeCacheStorage {
  readonly caches = new Map<string, FakeCache>();
  async open(name: string) {
    let cache = this.caches.get(name);
    if (!cache) this.caches.set(name, (cache = new FakeCache()));
    return cache;
  }
  async delete(name: string) {
    return this.caches.delete(name);
  }
  async has(name: string) {
    return this.caches.has(name);
  }
  async keys() {
    return [...this.caches.keys()];
  }
}

/** A fresh, empty Cache Storage for each test. */
export function installFakeCaches(): FakeCacheStorage {
  const storage = new FakeCacheStorage();
  Object.defineProperty(globalThis, 'caches', {
    value: storage,
    configurable: true,
    writable: true,
  });
  return storage;
}
