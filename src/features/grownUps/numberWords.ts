import type { Language } from '../../../contract/languageNames';

/** The gate's numbers: two digits above twenty, whose words a young child cannot read yet. */
export const QUESTION_MIN = 21;
export const QUESTION_MAX = 99;

/** A list written as words separated by spaces, from 21 on. */
function wordList(text: string): (n: number) => string {
  const list = text.trim().split(/\s+/);
  return (n) => list[n - QUESTION_MIN]!;
}

const ENGLISH_UNITS = ['', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine'];
const ENGLISH_TENS = [
  '',
  '',
  'twenty',
  'thirty',
  'forty',
  'fifty',
  'sixty',
  'seventy',
  'eighty',
  'ninety',
];

function english(n: number) {
  const tens = ENGLISH_TENS[Math.floor(n / 10)]!;
  const unit = ENGLISH_UNITS[n % 10];
  return unit ? `${tens}-${unit}` : tens;
}

const SPANISH_UNITS = [
  '',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
];
const SPANISH_TENS = [
  '',
  '',
  'veinte',
  'treinta',
  'cuarenta',
  'cincuenta',
  'sesenta',
  'setenta',
  'ochenta',
  'noventa',
];
/** Spanish writes the twenties as one word. */
const SPANISH_TWENTIES = wordList(`
  veintiuno veintidós veintitrés veinticuatro veinticinco veintiséis veintisiete veintiocho veintinueve
`);

function spanish(n: number) {
  if (n < 30) return SPANISH_TWENTIES(n);
  const tens = SPANISH_TENS[Math.floor(n / 10)]!;
  const unit = SPANISH_UNITS[n % 10];
  return unit ? `${tens} y ${unit}` : tens;
}

/** Hindi: each number has a word of its own. One line per ten: 21–30, 31–40, … */
const HINDI = wordList(`
  इक्कीस बाईस तेईस चौबीस पच्चीस छब्बीस सत्ताईस अट्ठाईस उनतीस तीस
  इकतीस बत्तीस तैंतीस चौंतीस पैंतीस छत्तीस सैंतीस अड़तीस उनतालीस चालीस
  इकतालीस बयालीस तैंतालीस चवालीस पैंतालीस छियालीस सैंतालीस अड़तालीस उनचास पचास
  इक्यावन बावन तिरपन चौवन पचपन छप्पन सत्तावन अट्ठावन उनसठ साठ
  इकसठ बासठ तिरसठ चौंसठ पैंसठ छियासठ सड़सठ अड़सठ उनहत्तर सत्तर
  इकहत्तर बहत्तर तिहत्तर चौहत्तर पचहत्तर छिहत्तर सतहत्तर अठहत्तर उन्यासी अस्सी
  इक्यासी बयासी तिरासी चौरासी पचासी छियासी सत्तासी अट्ठासी नवासी नब्बे
  इक्यानवे बानवे तिरानवे चौरानवे पंचानवे छियानवे सत्तानवे अट्ठानवे निन्यानवे
`);

/** Marathi, as schools teach the words. */
const MARATHI = wordList(`
  एकवीस बावीस तेवीस चोवीस पंचवीस सव्वीस सत्तावीस अठ्ठावीस एकोणतीस तीस
  एकतीस बत्तीस तेहेतीस चौतीस पस्तीस छत्तीस सदतीस अडतीस एकोणचाळीस चाळीस
  एक्केचाळीस बेचाळीस त्रेचाळीस चव्वेचाळीस पंचेचाळीस सेहेचाळीस सत्तेचाळीस अठ्ठेचाळीस एकोणपन्नास पन्नास
  एक्कावन्न बावन्न त्रेपन्न चोपन्न पंचावन्न छप्पन्न सत्तावन्न अठ्ठावन्न एकोणसाठ साठ
  एकसष्ट बासष्ट त्रेसष्ट चौसष्ट पासष्ट सहासष्ट सदुसष्ट अडुसष्ट एकोणसत्तर सत्तर
  एकाहत्तर बाहत्तर त्र्याहत्तर चौऱ्याहत्तर पंच्याहत्तर शहात्तर सत्त्याहत्तर अठ्ठ्याहत्तर एकोणऐंशी ऐंशी
  एक्याऐंशी ब्याऐंशी त्र्याऐंशी चौऱ्याऐंशी पंच्याऐंशी शहाऐंशी सत्त्याऐंशी अठ्ठ्याऐंशी एकोणनव्वद नव्वद
  एक्याण्णव ब्याण्णव त्र्याण्णव चौऱ्याण्णव पंच्याण्णव शहाण्णव सत्त्याण्णव अठ्ठ्याण्णव नव्याण्णव
`);

/** Gujarati. */
const GUJARATI = wordList(`
  એકવીસ બાવીસ તેવીસ ચોવીસ પચ્ચીસ છવ્વીસ સત્તાવીસ અઠ્ઠાવીસ ઓગણત્રીસ ત્રીસ
  એકત્રીસ બત્રીસ તેત્રીસ ચોત્રીસ પાંત્રીસ છત્રીસ સાડત્રીસ આડત્રીસ ઓગણચાલીસ ચાલીસ
  એકતાલીસ બેતાલીસ તેતાલીસ ચુંમાલીસ પિસ્તાલીસ છેતાલીસ સુડતાલીસ અડતાલીસ ઓગણપચાસ પચાસ
  એકાવન બાવન ત્રેપન ચોપન પંચાવન છપ્પન સત્તાવન અઠ્ઠાવન ઓગણસાઠ સાઠ
  એકસઠ બાસઠ ત્રેસઠ ચોસઠ પાંસઠ છાસઠ સડસઠ અડસઠ અગણોસિત્તેર સિત્તેર
  એકોતેર બોતેર તોતેર ચુમોતેર પંચોતેર છોતેર સિત્યોતેર ઇઠ્યોતેર ઓગણાએંસી એંસી
  એક્યાસી બ્યાસી ત્યાસી ચોર્યાસી પંચાસી છ્યાસી સિત્યાસી ઈઠ્યાસી નેવ્યાસી નેવું
  એકાણું બાણું ત્રાણું ચોરાણું પંચાણું છન્નું સત્તાણું અઠ્ઠાણું નવ્વાણું
`);

/** Panjabi, in Gurmukhi. */
const PANJABI = wordList(`
  ਇੱਕੀ ਬਾਈ ਤੇਈ ਚੌਵੀ ਪੱਚੀ ਛੱਬੀ ਸਤਾਈ ਅਠਾਈ ਉਣੱਤੀ ਤੀਹ
  ਇਕੱਤੀ ਬੱਤੀ ਤੇਤੀ ਚੌਂਤੀ ਪੈਂਤੀ ਛੱਤੀ ਸੈਂਤੀ ਅਠੱਤੀ ਉਣਤਾਲੀ ਚਾਲੀ
  ਇਕਤਾਲੀ ਬਿਆਲੀ ਤਰਤਾਲੀ ਚੁਤਾਲੀ ਪੰਤਾਲੀ ਛਿਆਲੀ ਸੰਤਾਲੀ ਅਠਤਾਲੀ ਉਣੰਜਾ ਪੰਜਾਹ
  ਇਕਵੰਜਾ ਬਵੰਜਾ ਤਰਵੰਜਾ ਚੁਰੰਜਾ ਪਚਵੰਜਾ ਛਪੰਜਾ ਸਤਵੰਜਾ ਅਠਵੰਜਾ ਉਣਾਹਠ ਸੱਠ
  ਇਕਾਹਠ ਬਾਹਠ ਤਰੇਹਠ ਚੌਂਹਠ ਪੈਂਹਠ ਛਿਆਹਠ ਸਤਾਹਠ ਅਠਾਹਠ ਉਣੱਤਰ ਸੱਤਰ
  ਇਕੱਤਰ ਬਹੱਤਰ ਤਿਹੱਤਰ ਚੌਹੱਤਰ ਪੰਝੱਤਰ ਛਿਹੱਤਰ ਸਤੱਤਰ ਅਠੱਤਰ ਉਣਾਸੀ ਅੱਸੀ
  ਇਕਾਸੀ ਬਿਆਸੀ ਤਿਰਾਸੀ ਚੁਰਾਸੀ ਪਚਾਸੀ ਛਿਆਸੀ ਸਤਾਸੀ ਅਠਾਸੀ ਉਣਾਨਵੇਂ ਨੱਬੇ
  ਇਕਾਨਵੇਂ ਬਾਨਵੇਂ ਤਰਾਨਵੇਂ ਚੁਰਾਨਵੇਂ ਪੰਚਾਨਵੇਂ ਛਿਆਨਵੇਂ ਸਤਾਨਵੇਂ ਅਠਾਨਵੇਂ ਨੜਿੰਨਵੇਂ
`);

const TAMIL_UNITS = ['', 'ஒன்று', 'இரண்டு', 'மூன்று', 'நான்கு', 'ஐந்து', 'ஆறு', 'ஏழு', 'எட்டு', 'ஒன்பது'];
const TAMIL_TENS = [
  '',
  '',
  'இருபது',
  'முப்பது',
  'நாற்பது',
  'ஐம்பது',
  'அறுபது',
  'எழுபது',
  'எண்பது',
  'தொண்ணூறு',
];
/** The tens as they stand before a unit: இருபது becomes இருபத்து. */
const TAMIL_TENS_BEFORE_UNIT = [
  '',
  '',
  'இருபத்து',
  'முப்பத்து',
  'நாற்பத்து',
  'ஐம்பத்து',
  'அறுபத்து',
  'எழுபத்து',
  'எண்பத்து',
  'தொண்ணூற்று',
];
/** A unit starting with a vowel joins the tens: its vowel replaces their final u (இருபத்தொன்று). */
const TAMIL_VOWEL_SIGNS: Record<string, string> = {
  ஆ: '\u0bbe',
  இ: '\u0bbf',
  எ: '\u0bc6',
  ஏ: '\u0bc7',
  ஐ: '\u0bc8',
  ஒ: '\u0bca',
};

function tamil(n: number) {
  const unit = TAMIL_UNITS[n % 10]!;
  if (!unit) return TAMIL_TENS[n / 10]!;
  const tens = TAMIL_TENS_BEFORE_UNIT[Math.floor(n / 10)]!;
  const sign = TAMIL_VOWEL_SIGNS[unit[0]!];
  return sign === undefined ? `${tens} ${unit}` : `${tens.slice(0, -1)}${sign}${unit.slice(1)}`;
}

const TELUGU_UNITS = ['', 'ఒకటి', 'రెండు', 'మూడు', 'నాలుగు', 'ఐదు', 'ఆరు', 'ఏడు', 'ఎనిమిది', 'తొమ్మిది'];
const TELUGU_TENS = ['', '', 'ఇరవై', 'ముప్పై', 'నలభై', 'యాభై', 'అరవై', 'డెబ్బై', 'ఎనభై', 'తొంభై'];

function telugu(n: number) {
  const tens = TELUGU_TENS[Math.floor(n / 10)]!;
  const unit = TELUGU_UNITS[n % 10];
  return unit ? `${tens} ${unit}` : tens;
}

const NUMBER_WORDS: Record<Language, (n: number) => string> = {
  english,
  hindi: HINDI,
  spanish,
  telgu: telugu,
  tamil,
  panjabi: PANJABI,
  gujarati: GUJARATI,
  marathi: MARATHI,
};

/** A number from 21 to 99 in words, in an interface language. */
export function numberInWords(n: number, language: Language): string {
  return NUMBER_WORDS[language](n);
}

/** Digits zero of the scripts a parent may type with (Latin first; Indian scripts' own). */
const DIGIT_ZEROS = [0x30, 0x966, 0x9e6, 0xa66, 0xae6, 0xb66, 0xbe6, 0xc66, 0xce6, 0xd66, 0xff10];

/**
 * What was typed as a number, or null: digits of any of those scripts (a Marathi keyboard
 * types Devanagari ones), spaces around ignored.
 */
export function readDigits(typed: string): number | null {
  const trimmed = typed.trim();
  if (!trimmed || trimmed.length > 4) return null;
  let value = 0;
  for (const character of trimmed) {
    const code = character.codePointAt(0)!;
    const zero = DIGIT_ZEROS.find((start) => code >= start && code <= start + 9);
    if (zero === undefined) return null;
    value = value * 10 + (code - zero);
  }
  return value;
}

/** A new question's number, never the one just asked. */
export function pickQuestionNumber(previous?: number, random = Math.random): number {
  const others = previous === undefined ? 0 : 1;
  const n = QUESTION_MIN + Math.floor(random() * (QUESTION_MAX - QUESTION_MIN + 1 - others));
  // The numbers from the previous one up move one along, so every other number is as likely.
  return previous !== undefined && n >= previous ? n + 1 : n;
}
