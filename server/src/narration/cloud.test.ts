import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTimestampedCloudProvider } from './cloud';
import type { NarrationProvider } from './provider';

interface Seen {
  voice: string;
  key: string | undefined;
  body: unknown;
}

// One silent MPEG-2 Layer III frame header (22050 Hz, 48 kbps) padded to frame length,
// repeated: enough for the duration reader.
function fakeMp3(frames: number): Buffer {
  const frame = Buffer.alloc(156);
  frame.set([0xff, 0xf3, 0x60, 0xc4]);
  return Buffer.concat(Array.from({ length: frames }, () => frame));
}

function alignmentFor(text: string) {
  const characters = Array.from(text);
  return {
    characters,
    character_start_times_seconds: characters.map((_, i) => i * 0.1),
    character_end_times_seconds: characters.map((_, i) => (i + 1) * 0.1),
  };
}

describe('timestamped cloud provider', () => {
  let server: FastifyInstance;
  let baseUrl: string;
  let provider: NarrationProvider;
  const seen: Seen[] = [];

  beforeAll(async () => {
    server = Fastify();
    server.post<{ Params: { voice: string }; Body: { text: string; model_id: string } }>(
      '/v1/text-to-speech/:voice/with-timestamps',
      async (request, reply) => {
        const key = request.headers['xi-api-key'];
        seen.push({
          voice: request.params.voice,
          key: typeof key === 'string' ? key : undefined,
          body: request.body,
        });
        if (key !== 'secret') {
          return reply
            .code(401)
            .send({ detail: { status: 'invalid_api_key', message: 'Invalid API key' } });
        }
        const { text } = request.body;
        if (text === 'malformed') return { audio_base64: 'AAAA', alignment: { characters: ['m'] } };
        if (text === 'not json') return reply.type('text/plain').send('oops');
        if (text === 'busy') return reply.code(503).send('upstream overloaded');
        return { audio_base64: fakeMp3(50).toString('base64'), alignment: alignmentFor(text) };
      },
    );
    await server.listen({ host: '127.0.0.1', port: 0 });
    const address = server.server.address();
    if (!address || typeof address === 'string') throw new Error('no port');
    baseUrl = `http://127.0.0.1:${address.port}/`;
    provider = createTimestampedCloudProvider({
      baseUrl,
      apiKey: 'secret',
      voiceIds: { hindi: 'voice-hi' },
      defaultVoiceId: 'voice-default',
      modelId: 'eleven_multilingual_v2',
    });
  });

  afterAll(async () => {
    await provider.close();
    await server.close();
  });

  it('posts text and model with the API key and returns audio and alignment', async () => {
    const text = 'नमस्ते दुनिया';
    const result = await provider.synthesize(text, 'hindi');
    expect(seen.at(-1)).toEqual({
      voice: 'voice-hi',
      key: 'secret',
      body: { text, model_id: 'eleven_multilingual_v2' },
    });
    expect(result.audio.equals(fakeMp3(50))).toBe(true);
    expect(result.alignment.characters.join('')).toBe(text);
    expect(result.durationSeconds).toBeCloseTo((50 * 576) / 22050, 4);
  });

  it('uses the default voice for languages without their own', async () => {
    expect(provider.voiceFor('tamil')).toBe('voice-default');
    await provider.synthesize('வணக்கம்', 'tamil');
    expect(seen.at(-1)?.voice).toBe('voice-default');
    expect(provider.engine).toContain('eleven_multilingual_v2');
  });

  it('narrates the eight, and any other language only with a voice of its own', async () => {
    const withBengali = createTimestampedCloudProvider({
      baseUrl,
      apiKey: 'secret',
      voiceIds: { hindi: 'voice-hi', bn: 'voice-bn' },
      defaultVoiceId: 'voice-default',
      modelId: 'eleven_multilingual_v2',
    });
    expect(provider.languages).toEqual([
      'english',
      'hindi',
      'spanish',
      'telgu',
      'tamil',
      'panjabi',
      'gujarati',
      'marathi',
    ]);
    expect(withBengali.languages).toEqual([...provider.languages!, 'bn']);
    expect(withBengali.voiceFor('bn')).toBe('voice-bn');
    expect(withBengali.voiceFor('bn-IN')).toBe('voice-bn');
    expect(withBengali.voiceFor('ur')).toBeUndefined();
    await withBengali.synthesize('আমি ভাত খাই।', 'bn');
    expect(seen.at(-1)?.voice).toBe('voice-bn');
    await expect(withBengali.synthesize('میں', 'ur')).rejects.toThrow(/no cloud voice/);
  });

  it('reports HTTP errors readably', async () => {
    const wrongKey = createTimestampedCloudProvider({
      baseUrl,
      apiKey: 'wrong',
      voiceIds: {},
      defaultVoiceId: 'v',
      modelId: 'm',
    });
    await expect(wrongKey.synthesize('hello', 'english')).rejects.toThrow(
      'cloud narration failed: HTTP 401 Unauthorized: Invalid API key',
    );
    await expect(provider.synthesize('busy', 'english')).rejects.toMatchObject({
      status: 503,
      message: expect.stringContaining('upstream overloaded'),
    });
  });

  it('rejects answers that do not match the expected shape', async () => {
    await expect(provider.synthesize('malformed', 'english')).rejects.toThrow(
      /answer is malformed: alignment\.character_start_times_seconds/,
    );
    await expect(provider.synthesize('not json', 'english')).rejects.toThrow(/not JSON/);
  });

  it('reports an unreachable server', async () => {
    const unreachable = createTimestampedCloudProvider({
      baseUrl: 'http://127.0.0.1:1',
      apiKey: 'k',
      voiceIds: {},
      defaultVoiceId: 'v',
      modelId: 'm',
    });
    await expect(unreachable.synthesize('hello', 'english')).rejects.toThrow(
      /cloud narration request failed/,
    );
  });

  it('refuses bad configuration', () => {
    expect(() =>
      createTimestampedCloudProvider({
        baseUrl: 'ftp://x',
        apiKey: 'k',
        voiceIds: {},
        defaultVoiceId: 'v',
        modelId: 'm',
      }),
    ).toThrow(/http/);
  });
});
