import { describe, expect, it } from 'vitest';
import { createNarrationProvider, parseVoiceIds } from './index';

describe('createNarrationProvider', () => {
  it('defaults to the offline eSpeak engine', async () => {
    const provider = createNarrationProvider({});
    expect(provider.engine).toMatch(/^espeak-ng-wasm-/);
    expect(provider.voiceFor('marathi')).toBe('mr');
    await provider.close();
  });

  it('selects the cloud engine when configured', async () => {
    const provider = createNarrationProvider({
      NARRATION_ENGINE: 'cloud',
      NARRATION_CLOUD_URL: 'http://127.0.0.1:9',
      NARRATION_CLOUD_API_KEY: 'key',
      NARRATION_CLOUD_VOICE_ID: 'default-voice',
      NARRATION_CLOUD_VOICE_IDS: 'hindi=hindi-voice, tamil=tamil-voice',
    });
    expect(provider.engine).toBe('cloud-eleven_multilingual_v2');
    expect(provider.voiceFor('hindi')).toBe('hindi-voice');
    expect(provider.voiceFor('english')).toBe('default-voice');
    await provider.close();
  });

  it('refuses a cloud engine without key or voice', () => {
    expect(() => createNarrationProvider({ NARRATION_ENGINE: 'cloud' })).toThrow(
      /NARRATION_CLOUD_API_KEY/,
    );
  });

  it('reads per-language voices', () => {
    expect(parseVoiceIds(undefined)).toEqual({});
    expect(parseVoiceIds('gujarati=g1')).toEqual({ gujarati: 'g1' });
    expect(parseVoiceIds('hi=h1, BN=b1, pt-br=p1')).toEqual({
      hindi: 'h1',
      bn: 'b1',
      'pt-BR': 'p1',
    });
    expect(() => parseVoiceIds('und=u1')).toThrow(/und/);
    expect(() => parseVoiceIds('french=f1')).toThrow(/french/);
  });
});
