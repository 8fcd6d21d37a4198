/** Runs `task` once the page has loaded and the main thread is idle (at most 2 s later). */
export function whenPageIsIdle(task: () => void) {
  const idle = () =>
    typeof requestIdleCallback === 'function'
      ? requestIdleCallback(task, { timeout: 2000 })
      : setTimeout(task, 200);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}
