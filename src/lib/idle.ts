let resolveShown: () => void = () => undefined;
const appShown = new Promise<void>((resolve) => (resolveShown = resolve));

/**
 * Called once the app's first screen is on the page (src/main.tsx). The page's own load event
 * can come before the app has even started (index.html paints the first pictures first), so
 * "loaded" alone would let idle work compete with the first screen.
 */
export function markAppShown() {
  resolveShown();
}

/**
 * Runs `task` once the page has loaded, the app's first screen is shown, and the main thread is
 * idle (at most 2 s later).
 */
export function whenPageIsIdle(task: () => void) {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 2000 })
      : setTimeout(task, 200);
  const loaded =
    document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  void Promise.all([loaded, appShown]).then(idle);
}
