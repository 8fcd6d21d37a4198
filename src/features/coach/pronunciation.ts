/**
 * A pronunciation (ArpaBet phones, as the English acoustic model's dictionary writes them) for
 * a word the dictionary lacks, such as a character's name: a plural or possessive of a known
 * word, else spelled out with simple letter rules. Rough, but close enough for the recogniser
 * to hear the word among the few its grammar allows at that point.
 */
const GROUPS: [string, string][] = [
  ['tch', 'CH'],
  ['ch', 'CH'],
  ['sh', 'SH'],
  ['th', 'TH'],
  ['ph', 'F'],
  ['ng', 'NG'],
  ['ck', 'K'],
  ['qu', 'K W'],
  ['oo', 'UW'],
  ['ee', 'IY'],
  ['ea', 'IY'],
  ['aa', 'AA'],
  ['ai', 'EY'],
  ['ay', 'EY'],
  ['ou', 'AW'],
  ['ow', 'OW'],
  ['oi', 'OY'],
  ['oy', 'OY'],
  ['au', 'AO'],
  ['ie', 'IY'],
];

const LETTERS: Record<string, string> = {
  a: 'AA',
  b: 'B',
  c: 'K',
  d: 'D',
  e: 'EH',
  f: 'F',
  g: 'G',
  h: 'HH',
  i: 'IH',
  j: 'JH',
  k: 'K',
  l: 'L',
  m: 'M',
  n: 'N',
  o: 'OW',
  p: 'P',
  q: 'K',
  r: 'R',
  s: 'S',
  t: 'T',
  u: 'UH',
  v: 'V',
  w: 'W',
  x: 'K S',
  y: 'Y',
  z: 'Z',
};

function spell(word: string): string {
  const letters = word.replace(/[^a-z]/g, '').replace(/([^aeiou])\1+/g, '$1');
  const phones: string[] = [];
  let at = 0;
  while (at < letters.length) {
    const group = GROUPS.find(([spelling]) => letters.startsWith(spelling, at));
    if (group) {
      phones.push(group[1]);
      at += group[0].length;
      continue;
    }
    const letter = letters[at]!;
    const last = at === letters.length - 1;
    // A final i or y sounds like "ee" (Shashi, rumbly); a final silent e is dropped.
    if (last && (letter === 'i' || letter === 'y') && at > 0) phones.push('IY');
    else if (!(last && letter === 'e' && at > 1)) phones.push(LETTERS[letter] ?? '');
    at += 1;
  }
  return phones.filter(Boolean).join(' ');
}

export function guessPronunciation(
  word: string,
  lookup: (word: string) => string | null,
): string | null {
  const known = lookup(word);
  if (known) return known;
  const plural = /^(.+?)(?:'s|s|')$/.exec(word);
  if (plural) {
    const base = lookup(plural[1]!) ?? (plural[1]!.length > 1 ? spell(plural[1]!) : null);
    if (base) return `${base} Z`;
  }
  const spelled = spell(word);
  return spelled || null;
}
