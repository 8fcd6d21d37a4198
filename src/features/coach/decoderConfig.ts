/**
 * The recogniser's settings, tuned with scripts/tune-coach.ts and measured with
 * `npm run bench:coach`: 8 kHz audio (all the English model needs, a sixth of the work of
 * 48 kHz), a phone insertion bonus that keeps short words ("the", "a") in the hypothesis, and
 * dither, so the quiet between words never reaches the model as exact zeros.
 */
export const DECODER_CONFIG = {
  samprate: 8000,
  nfft: 256,
  pip: 2,
  dither: true,
};

/** Weight of skipping a word against reading it, in the grammar (see grammar.ts). */
export const SKIP_WEIGHT = 1e-7;
