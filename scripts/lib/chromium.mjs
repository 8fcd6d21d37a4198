// Debian's Chromium, headless, with nothing that reaches out to the network.
export const CHROMIUM_PATH = process.env.CHROME_PATH ?? '/usr/bin/chromium';
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Narration tests and benchmarks press play in code.
  '--autoplay-policy=no-user-gesture-required',
];
