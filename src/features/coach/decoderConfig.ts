/**
 * The recogniser's settings, tuned with scripts/tune-coach.ts and measured with
 * `npm run bench:coach`: 8 kHz audio (all the English model needs, a sixth of the work of
 * 48 kHz), a phone insertion bonus that keeps short words ("the", "a") in the hypothesis,
 * dither, so the quiet between words never reaches the model as exact zeros, and frequencies
 * scaled down by 1.1 before the model hears them (vocal tract length normalisation): a child's
 * shorter vocal tract puts every formant higher than the adult voices the model learnt from. On
 * the high test voice read slowly this took the words followed from 94.0 % to 97.9 % (6 pages,
 * tune-coach), with the deep voice and the skipped words unchanged.
 */
export const DECODER_CONFIG = {
  samprate: 8000,
  nfft: 256,
  pip: 2,
  dither: true,
  warp_type: 'inverse_linear',
  warp_params: '1.1',
};

/**
 * Weight of skipping a word against reading it, in the grammar (see grammar.ts). A skip must
 * cost far more than a word, or after a pause the decoder runs ahead, skipping what is read
 * next and lighting later words early; but with a skip too dear, a word the child did leave
 * out is forced onto the audio of its neighbours. Short words ("the", "in") are the ones the
 * decoder drops, long ones the ones children skip, so each gets its own weight.
 */
export const SKIP_WEIGHTS = { short: 1e-20, long: 1e-12, longFrom: 5 };

export function skipWeightOf(word: string, weights = SKIP_WEIGHTS): number {
  return word.length >= weights.longFrom ? weights.long : weights.short;
}
