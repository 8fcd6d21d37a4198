import { connect, type Socket } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import type { App, AppDeps } from '../src/app';
import { createTestApp, type TestContext } from './helpers';

const opened: TestContext[] = [];
afterEach(async () => {
  for (const ctx of opened.splice(0)) await ctx.close();
});

async function appWith(settings: Partial<AppDeps>) {
  const ctx = await createTestApp({ seed: false, app: settings });
  opened.push(ctx);
  return ctx.app;
}

/** Resolves with what the server sent before closing, or 'still open' after waitMs. */
function sendAndWait(port: number, chunks: string[], waitMs: number) {
  return new Promise<string>((resolve) => {
    const socket: Socket = connect(port, '127.0.0.1');
    let answer = '';
    const drip = setInterval(() => socket.writable && socket.write(' '), 100);
    const finish = (result: string) => {
      clearInterval(drip);
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => finish('still open'), waitMs);
    socket.on('data', (data) => (answer += data.toString()));
    socket.on('close', () => finish(answer || 'closed'));
    socket.on('error', () => undefined);
    socket.on('connect', () => chunks.forEach((chunk) => socket.write(chunk)));
  });
}

describe('request time-outs', () => {
  it('are 20 s for a whole request and 10 s for its headers unless told otherwise', async () => {
    const app = await appWith({});
    expect(app.server.requestTimeout).toBe(20_000);
    expect(app.server.headersTimeout).toBe(10_000);
    expect(app.initialConfig.connectionTimeout).toBe(10_000);
  });

  it('close a connection whose body never finishes, even while it trickles in', async () => {
    const app = await appWith({
      connectionLimits: { requestTimeoutMs: 600, headersTimeoutMs: 400, idleTimeoutMs: 5_000 },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const halfBody =
      'POST /errorLog HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n' +
      'Content-Length: 1000\r\n\r\n{"kind":"load","message":"';
    const started = Date.now();
    const answer = await sendAndWait(port, [halfBody], 4_000);
    expect(answer).not.toBe('still open');
    expect(answer).toMatch(/^HTTP\/1\.1 408|^closed$/);
    expect(Date.now() - started).toBeLessThan(3_000);
  });

  it('close a connection whose headers never finish', async () => {
    const app = await appWith({
      connectionLimits: { requestTimeoutMs: 5_000, headersTimeoutMs: 400, idleTimeoutMs: 5_000 },
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const { port } = app.server.address() as { port: number };
    const answer = await sendAndWait(
      port,
      ['GET /health HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Slow: '],
      3_000,
    );
    expect(answer).not.toBe('still open');
  });
});

describe('TRUST_PROXY', () => {
  const report = (app: App, forwardedFor: string) =>
    app.inject({
      method: 'POST',
      url: '/errorLog',
      payload: { kind: 'load', message: 'x' },
      headers: { 'x-forwarded-for': forwardedFor },
    });

  it('off (the default): X-Forwarded-For cannot dodge the per-address limit', async () => {
    const app = await appWith({});
    const codes: number[] = [];
    for (let i = 0; i < 32; i += 1) codes.push((await report(app, `203.0.113.${i}`)).statusCode);
    expect(codes).toContain(429);
  });

  it('with one trusted hop: each caller behind the proxy has its own limit', async () => {
    const app = await appWith({ trustProxy: 1 });
    const codes: number[] = [];
    for (let i = 0; i < 32; i += 1) codes.push((await report(app, `203.0.113.${i}`)).statusCode);
    expect(codes).not.toContain(429);
    const same: number[] = [];
    for (let i = 0; i < 32; i += 1) same.push((await report(app, '198.51.100.7')).statusCode);
    expect(same).toContain(429);
  });

  it('with a list of proxy addresses: only those proxies are believed', async () => {
    const fromTrusted = await appWith({ trustProxy: ['127.0.0.1'] });
    const viaTrusted: number[] = [];
    for (let i = 0; i < 32; i += 1)
      viaTrusted.push((await report(fromTrusted, `203.0.113.${i}`)).statusCode);
    expect(viaTrusted).not.toContain(429);

    const fromOther = await appWith({ trustProxy: ['10.0.0.1'] });
    const viaOther: number[] = [];
    for (let i = 0; i < 32; i += 1)
      viaOther.push((await report(fromOther, `203.0.113.${i}`)).statusCode);
    expect(viaOther).toContain(429);
  });
});
