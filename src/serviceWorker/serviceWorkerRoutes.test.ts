import { describe, expect, it } from 'vitest';
import { APP_PAGES } from './appPages';
import { pictureOf } from './pictures';

const opensTheApp = (path: string) => APP_PAGES.some((page) => page.test(path));

describe("the service worker's routes", () => {
  it("opens the app's page for the app's own addresses, offline too", () => {
    for (const path of [
      '/',
      '/stories',
      '/stories/the-thirsty-crow',
      '/saved-stories',
      '/leaderboard',
      '/storiesModification/abc123',
      '/Show',
    ]) {
      expect(opensTheApp(path), path).toBe(true);
    }
  });

  it("leaves the API's addresses and files to the network", () => {
    for (const path of [
      '/KahaniJson/kahanis',
      '/StoryJson/abc',
      '/fetchAudioAndAlignment',
      '/exports/abc.epub',
      '/stories/a/b',
      '/pictures/x.svg',
      '/openapi.json',
      '/health',
    ]) {
      expect(opensTheApp(path), path).toBe(false);
    }
  });

  it('knows the copies of one picture as the same picture', () => {
    const hash = 'b'.repeat(64);
    expect(pictureOf(`https://kahani.example/pictures/${hash}-640.webp`)).toBe(`/pictures/${hash}`);
    expect(pictureOf(`https://kahani.example/pictures/${hash}-2000.jpg`)).toBe(`/pictures/${hash}`);
    expect(pictureOf('https://kahani.example/illustrations/crow/page-1.svg')).toBe(
      '/illustrations/crow/page-1.svg',
    );
  });
});
