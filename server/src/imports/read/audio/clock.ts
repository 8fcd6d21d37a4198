/**
 * SMIL clock values, as Media Overlays and ReadAlongs write clip times: "1.5s", "1500ms",
 * "0.2min", "1h", "1.5" (seconds), "00:00:01.500" (full clock), "01:01.5" (partial clock).
 * Null for anything else, including negative or non-finite values.
 */
const TIMECOUNT = /^(\d+(?:\.\d+)?|\.\d+)(h|min|s|ms)?$/;
const CLOCK = /^(?:(\d+):)?([0-5]?\d):([0-5]?\d(?:\.\d+)?)$/;
/** Units as divisors and multipliers, so that "1234ms" is exactly 1.234 and not 1.2340000000000002. */
const IN_SECONDS: Record<string, (count: number) => number> = {
  h: (count) => count * 3600,
  min: (count) => count * 60,
  s: (count) => count,
  ms: (count) => count / 1000,
};

export function parseClockValue(value: string): number | null {
  const text = value.trim();
  const count = TIMECOUNT.exec(text);
  if (count) return IN_SECONDS[count[2] ?? 's']!(Number(count[1]));
  const clock = CLOCK.exec(text);
  if (clock) return Number(clock[1] ?? 0) * 3600 + Number(clock[2]) * 60 + Number(clock[3]);
  return null;
}
