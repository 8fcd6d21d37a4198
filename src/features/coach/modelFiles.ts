// The English acoustic model and dictionary of soundswallower, emitted as build assets (never
// inlined: see vite.config.ts) and fetched by the recogniser's worker when the coach is first
// used; their hashed names let the browser keep them.
import dict from 'soundswallower-model/en-us/dict.txt?url';
import featparams from 'soundswallower-model/en-us/feat_params.json?url';
import mdef from 'soundswallower-model/en-us/mdef?url';
import mean from 'soundswallower-model/en-us/means?url';
import fdict from 'soundswallower-model/en-us/noisedict.txt?url';
import sendump from 'soundswallower-model/en-us/sendump?url';
import tmat from 'soundswallower-model/en-us/transition_matrices?url';
import variances from 'soundswallower-model/en-us/variances?url';

const absolute = (url: string) => new URL(url, self.location.href).href;

/** Decoder settings naming each model file. */
export const MODEL_FILES = {
  dict: absolute(dict),
  featparams: absolute(featparams),
  mdef: absolute(mdef),
  mean: absolute(mean),
  fdict: absolute(fdict),
  sendump: absolute(sendump),
  tmat: absolute(tmat),
  var: absolute(variances),
};
