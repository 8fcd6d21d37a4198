import { request as httpRequest } from 'node:http';

/** What came back: a status (and Retry-After), or 'none' when the connection ended without one. */
export type Outcome =
  | { status: number; retryAfter: number | undefined; ms: number }
  | { status: 'none'; error: string; ms: number };

/** A JSON POST on a connection of its own, so no other request's fate can decide its own. */
export function postOnOwnConnection(port: number, path: string, body: object): Promise<Outcome> {
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  return new Promise((resolve) => {
    const payload = JSON.stringify(body);
    const request = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(payload),
        },
      },
      (response) => {
        response.resume();
        response.on('end', () => {
          const retryAfter = response.headers['retry-after'];
          resolve({
            status: response.statusCode ?? 0,
            retryAfter: retryAfter === undefined ? undefined : Number(retryAfter),
            ms: elapsed(),
          });
        });
        response.on('error', (error) =>
          resolve({ status: 'none', error: error.message, ms: elapsed() }),
        );
      },
    );
    request.on('error', (error) =>
      resolve({ status: 'none', error: error.message, ms: elapsed() }),
    );
    request.end(payload);
  });
}
