/**
 * The licences a story may carry and what each allows, without a schema library: the story
 * list (the first screen) draws each card's licence mark from these. The schemas that check
 * them are in credits.ts, which re-exports all of this.
 */

/** SPDX ids of the licences a story may carry; the last is SPDX's form for "all rights reserved". */
export const LICENCE_IDS = [
  'CC-BY-4.0',
  'CC-BY-SA-4.0',
  'CC-BY-NC-4.0',
  'CC-BY-NC-SA-4.0',
  'CC-BY-ND-4.0',
  'CC-BY-NC-ND-4.0',
  'CC-BY-3.0',
  'CC-BY-SA-3.0',
  'CC-BY-NC-3.0',
  'CC-BY-NC-SA-3.0',
  'CC0-1.0',
  'LicenseRef-All-Rights-Reserved',
] as const;
export type LicenceId = (typeof LICENCE_IDS)[number];
export const ALL_RIGHTS_RESERVED: LicenceId = 'LicenseRef-All-Rights-Reserved';

export interface LicenceFacts {
  /** Short name as Creative Commons writes it: "CC BY-SA 4.0", "CC0 1.0". */
  name: string;
  /** The licence's deed, or null for all rights reserved. */
  url: string | null;
  /** Others may share it (any CC licence). */
  open: boolean;
  /** Credit must be given (every CC licence except CC0). */
  attribution: boolean;
  /** NC: not for commercial use. */
  nonCommercial: boolean;
  /** SA: adaptations must be shared under the same licence. */
  shareAlike: boolean;
  /** ND: no adaptations (translations included) may be shared. */
  noDerivatives: boolean;
}

/** What a licence allows and asks, from its id. */
export function licenceFacts(id: LicenceId): LicenceFacts {
  if (id === ALL_RIGHTS_RESERVED) {
    return {
      name: 'All rights reserved',
      url: null,
      open: false,
      attribution: false,
      nonCommercial: false,
      shareAlike: false,
      noDerivatives: false,
    };
  }
  if (id === 'CC0-1.0') {
    return {
      name: 'CC0 1.0',
      url: 'https://creativecommons.org/publicdomain/zero/1.0/',
      open: true,
      attribution: false,
      nonCommercial: false,
      shareAlike: false,
      noDerivatives: false,
    };
  }
  const [, terms, version] = /^CC-(BY(?:-NC)?(?:-SA|-ND)?)-(\d\.\d)$/.exec(id)!;
  return {
    name: `CC ${terms} ${version}`,
    url: `https://creativecommons.org/licenses/${terms!.toLowerCase()}/${version}/`,
    open: true,
    attribution: true,
    nonCommercial: terms!.includes('NC'),
    shareAlike: terms!.includes('SA'),
    noDerivatives: terms!.includes('ND'),
  };
}
