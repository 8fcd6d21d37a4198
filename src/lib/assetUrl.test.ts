import { describe, expect, it } from 'vitest';
import { assetUrl } from './assetUrl';
import { env } from './env';

describe('assetUrl', () => {
  const base = env.VITE_API_BASE_URL.replace(/\/$/, '');

  it('resolves the backend’s paths against its address', () => {
    expect(assetUrl('/pictures/abc.svg')).toBe(`${base}/pictures/abc.svg`);
    expect(assetUrl('/illustrations/crow/page-1.svg')).toBe(
      `${base}/illustrations/crow/page-1.svg`,
    );
  });

  it('keeps whole web addresses another backend may give', () => {
    expect(assetUrl('https://cdn.example/a.svg')).toBe('https://cdn.example/a.svg');
  });

  it('shows nothing for other schemes, other hosts without a scheme, or nothing', () => {
    for (const path of [
      'javascript:alert(1)',
      'data:image/svg+xml,<svg/>',
      '//evil.example/x',
      'x.svg',
      '',
    ]) {
      expect(assetUrl(path)).toBe('');
    }
  });
});
