import { afterEach, describe, expect, it } from 'vitest';
import { TAB_SETTINGS_STORAGE_KEY } from '../lib/persistKey';
import { bootShellMarkup, bootShellScript, bootShellStyle } from './bootShell';

/** Runs the page's inline script at an address; returns what it marked on <html>. */
function runAt(path: string) {
  window.history.replaceState(null, '', path);
  new Function(bootShellScript())();
  const root = document.documentElement;
  return {
    theme: root.getAttribute('data-boot-theme'),
    bare: root.hasAttribute('data-boot-bare'),
  };
}

afterEach(() => {
  sessionStorage.clear();
  document.documentElement.removeAttribute('data-boot-theme');
  document.documentElement.removeAttribute('data-boot-bare');
});

describe("the page's first frame", () => {
  it('shows the title as text, hidden from screen readers, with nothing to press', () => {
    document.body.innerHTML = bootShellMarkup('Kahani <Stories> & "more"');
    const frame = document.body.firstElementChild;
    expect(frame?.getAttribute('aria-hidden')).toBe('true');
    expect(frame?.textContent).toBe('Kahani <Stories> & "more"');
    expect(document.body.querySelector('script, a, button, img')).toBeNull();
  });

  it('is light unless the tab chose the dark theme', () => {
    expect(runAt('/stories')).toEqual({ theme: null, bare: false });
    sessionStorage.setItem(
      TAB_SETTINGS_STORAGE_KEY,
      JSON.stringify({ themeMode: JSON.stringify('dark'), textSize: '100' }),
    );
    expect(runAt('/stories/the-thirsty-crow')).toEqual({ theme: 'dark', bare: false });
  });

  it('draws no top bar or menu on the screens that have none', () => {
    expect(runAt('/login')).toEqual({ theme: null, bare: true });
    expect(runAt('/signup/')).toEqual({ theme: null, bare: true });
    expect(bootShellStyle()).toMatch(/\[data-boot-bare\] \.kahani-boot-bar/);
  });

  it('keeps the light frame when the saved settings cannot be read', () => {
    sessionStorage.setItem(TAB_SETTINGS_STORAGE_KEY, '{not json');
    expect(runAt('/stories')).toEqual({ theme: null, bare: false });
  });
});
