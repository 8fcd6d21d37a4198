/**
 * The recogniser's settings: 8 kHz audio (all the English model needs, a sixth of the work of
 * 48 kHz), and beams wide enough for children's high voices.
 */
export const DECODER_CONFIG = {
  samprate: 8000,
  nfft: 256,
};
