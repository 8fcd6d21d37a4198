import type { StoryLanguage } from '../../../contract/storyLanguages';

/*
 * Small word lists, written for the generated catalogue: ten animals and things, five
 * qualities, five doings, name syllables in the language's script, and how a sentence is
 * put together. The text they make is filler for load tests, not good prose.
 */

export interface Vocabulary {
  language: StoryLanguage;
  /** crow, cat, elephant, rabbit, fish, moon, tree, river, mango, star */
  nouns: readonly string[];
  /** small, big, happy, clever, kind */
  adjectives: readonly string[];
  /** sees, finds, loves, follows, helps */
  verbs: readonly string[];
  /** ka, mi, ro, ta, lu, ne, so, pa: the same names in every script. */
  syllables: readonly string[];
  and: string;
  /** The word before a noun, where the language has one ("the"). */
  article?: string;
  /** Qualities after the thing (Spanish "gato pequeño"), not before. */
  adjectiveAfter?: boolean;
  /** The doing last (Hindi, Bengali, Tamil…), not between the two. */
  verbLast?: boolean;
  /** Written without spaces between words (Chinese, Thai). */
  unspaced?: boolean;
  fullStop: string;
}

export const VOCABULARIES: readonly Vocabulary[] = [
  {
    language: 'english',
    nouns: ['crow', 'cat', 'elephant', 'rabbit', 'fish', 'moon', 'tree', 'river', 'mango', 'star'],
    adjectives: ['small', 'big', 'happy', 'clever', 'kind'],
    verbs: ['sees', 'finds', 'loves', 'follows', 'helps'],
    syllables: ['ka', 'mi', 'ro', 'ta', 'lu', 'ne', 'so', 'pa'],
    and: 'and',
    article: 'the',
    fullStop: '.',
  },
  {
    language: 'hindi',
    nouns: ['कौआ', 'बिल्ली', 'हाथी', 'खरगोश', 'मछली', 'चाँद', 'पेड़', 'नदी', 'आम', 'तारा'],
    adjectives: ['छोटा', 'बड़ा', 'खुश', 'चतुर', 'दयालु'],
    verbs: ['देखता है', 'ढूँढता है', 'चाहता है', 'पीछे जाता है', 'मदद करता है'],
    syllables: ['का', 'मि', 'रो', 'ता', 'लु', 'ने', 'सो', 'पा'],
    and: 'और',
    verbLast: true,
    fullStop: '।',
  },
  {
    language: 'spanish',
    nouns: [
      'cuervo',
      'gato',
      'elefante',
      'conejo',
      'pez',
      'luna',
      'árbol',
      'río',
      'mango',
      'estrella',
    ],
    adjectives: ['pequeño', 'grande', 'feliz', 'listo', 'amable'],
    verbs: ['ve', 'encuentra', 'quiere', 'sigue', 'ayuda'],
    syllables: ['ka', 'mi', 'ro', 'ta', 'lu', 'ne', 'so', 'pa'],
    and: 'y',
    article: 'el',
    adjectiveAfter: true,
    fullStop: '.',
  },
  {
    language: 'telgu',
    nouns: ['కాకి', 'పిల్లి', 'ఏనుగు', 'కుందేలు', 'చేప', 'చంద్రుడు', 'చెట్టు', 'నది', 'మామిడి', 'నక్షత్రం'],
    adjectives: ['చిన్న', 'పెద్ద', 'సంతోషమైన', 'తెలివైన', 'దయగల'],
    verbs: ['చూస్తుంది', 'కనుగొంటుంది', 'ప్రేమిస్తుంది', 'అనుసరిస్తుంది', 'సహాయం చేస్తుంది'],
    syllables: ['కా', 'మి', 'రో', 'తా', 'లు', 'నే', 'సో', 'పా'],
    and: 'మరియు',
    verbLast: true,
    fullStop: '.',
  },
  {
    language: 'tamil',
    nouns: ['காகம்', 'பூனை', 'யானை', 'முயல்', 'மீன்', 'நிலா', 'மரம்', 'ஆறு', 'மாம்பழம்', 'நட்சத்திரம்'],
    adjectives: ['சிறிய', 'பெரிய', 'மகிழ்ச்சியான', 'புத்திசாலி', 'அன்பான'],
    verbs: ['பார்க்கிறது', 'கண்டுபிடிக்கிறது', 'நேசிக்கிறது', 'பின்தொடர்கிறது', 'உதவுகிறது'],
    syllables: ['கா', 'மி', 'ரோ', 'தா', 'லு', 'நே', 'சோ', 'பா'],
    and: 'மற்றும்',
    verbLast: true,
    fullStop: '.',
  },
  {
    language: 'panjabi',
    nouns: ['ਕਾਂ', 'ਬਿੱਲੀ', 'ਹਾਥੀ', 'ਖਰਗੋਸ਼', 'ਮੱਛੀ', 'ਚੰਨ', 'ਰੁੱਖ', 'ਨਦੀ', 'ਅੰਬ', 'ਤਾਰਾ'],
    adjectives: ['ਛੋਟਾ', 'ਵੱਡਾ', 'ਖੁਸ਼', 'ਚਲਾਕ', 'ਦਿਆਲੂ'],
    verbs: ['ਵੇਖਦਾ ਹੈ', 'ਲੱਭਦਾ ਹੈ', 'ਪਿਆਰ ਕਰਦਾ ਹੈ', 'ਪਿੱਛੇ ਜਾਂਦਾ ਹੈ', 'ਮਦਦ ਕਰਦਾ ਹੈ'],
    syllables: ['ਕਾ', 'ਮਿ', 'ਰੋ', 'ਤਾ', 'ਲੁ', 'ਨੇ', 'ਸੋ', 'ਪਾ'],
    and: 'ਅਤੇ',
    verbLast: true,
    fullStop: '।',
  },
  {
    language: 'gujarati',
    nouns: ['કાગડો', 'બિલાડી', 'હાથી', 'સસલું', 'માછલી', 'ચંદ્ર', 'ઝાડ', 'નદી', 'કેરી', 'તારો'],
    adjectives: ['નાનો', 'મોટો', 'ખુશ', 'હોશિયાર', 'દયાળુ'],
    verbs: ['જુએ છે', 'શોધે છે', 'પ્રેમ કરે છે', 'પાછળ જાય છે', 'મદદ કરે છે'],
    syllables: ['કા', 'મિ', 'રો', 'તા', 'લુ', 'ને', 'સો', 'પા'],
    and: 'અને',
    verbLast: true,
    fullStop: '.',
  },
  {
    language: 'marathi',
    nouns: ['कावळा', 'मांजर', 'हत्ती', 'ससा', 'मासा', 'चंद्र', 'झाड', 'नदी', 'आंबा', 'तारा'],
    adjectives: ['लहान', 'मोठा', 'आनंदी', 'हुशार', 'दयाळू'],
    verbs: ['पाहतो', 'शोधतो', 'आवडतो', 'मागे जातो', 'मदत करतो'],
    syllables: ['का', 'मि', 'रो', 'ता', 'लु', 'ने', 'सो', 'पा'],
    and: 'आणि',
    verbLast: true,
    fullStop: '.',
  },
  {
    language: 'bn',
    nouns: ['কাক', 'বিড়াল', 'হাতি', 'খরগোশ', 'মাছ', 'চাঁদ', 'গাছ', 'নদী', 'আম', 'তারা'],
    adjectives: ['ছোট', 'বড়', 'খুশি', 'চালাক', 'দয়ালু'],
    verbs: ['দেখে', 'খোঁজে', 'ভালোবাসে', 'পিছু নেয়', 'সাহায্য করে'],
    syllables: ['কা', 'মি', 'রো', 'তা', 'লু', 'নে', 'সো', 'পা'],
    and: 'আর',
    verbLast: true,
    fullStop: '।',
  },
  {
    language: 'ur',
    nouns: ['کوا', 'بلی', 'ہاتھی', 'خرگوش', 'مچھلی', 'چاند', 'درخت', 'دریا', 'آم', 'ستارہ'],
    adjectives: ['چھوٹا', 'بڑا', 'خوش', 'چالاک', 'مہربان'],
    verbs: ['دیکھتا ہے', 'ڈھونڈتا ہے', 'پیار کرتا ہے', 'پیچھے جاتا ہے', 'مدد کرتا ہے'],
    syllables: ['کا', 'می', 'رو', 'تا', 'لو', 'نے', 'سو', 'پا'],
    and: 'اور',
    verbLast: true,
    fullStop: '۔',
  },
  {
    language: 'ar',
    nouns: ['غراب', 'قطة', 'فيل', 'أرنب', 'سمكة', 'قمر', 'شجرة', 'نهر', 'مانجو', 'نجمة'],
    adjectives: ['صغير', 'كبير', 'سعيد', 'ذكي', 'لطيف'],
    verbs: ['يرى', 'يجد', 'يحب', 'يتبع', 'يساعد'],
    syllables: ['كا', 'مي', 'رو', 'تا', 'لو', 'ني', 'سو', 'با'],
    and: 'و',
    adjectiveAfter: true,
    fullStop: '.',
  },
  {
    language: 'zh-Hans',
    nouns: ['乌鸦', '猫', '大象', '兔子', '鱼', '月亮', '树', '河', '芒果', '星星'],
    adjectives: ['小', '大', '快乐的', '聪明的', '善良的'],
    verbs: ['看见', '找到', '喜欢', '跟着', '帮助'],
    syllables: ['卡', '米', '罗', '塔', '露', '妮', '索', '帕'],
    and: '和',
    unspaced: true,
    fullStop: '。',
  },
  {
    language: 'sw',
    nouns: [
      'kunguru',
      'paka',
      'tembo',
      'sungura',
      'samaki',
      'mwezi',
      'mti',
      'mto',
      'embe',
      'nyota',
    ],
    adjectives: ['mdogo', 'mkubwa', 'mwenye furaha', 'mwerevu', 'mwema'],
    verbs: ['anaona', 'anapata', 'anapenda', 'anafuata', 'anasaidia'],
    syllables: ['ka', 'mi', 'ro', 'ta', 'lu', 'ne', 'so', 'pa'],
    and: 'na',
    adjectiveAfter: true,
    fullStop: '.',
  },
  {
    language: 'th',
    nouns: ['กา', 'แมว', 'ช้าง', 'กระต่าย', 'ปลา', 'ดวงจันทร์', 'ต้นไม้', 'แม่น้ำ', 'มะม่วง', 'ดาว'],
    adjectives: ['ตัวเล็ก', 'ตัวใหญ่', 'มีความสุข', 'ฉลาด', 'ใจดี'],
    verbs: ['เห็น', 'พบ', 'รัก', 'ตาม', 'ช่วย'],
    syllables: ['คา', 'มิ', 'โร', 'ตา', 'ลู', 'เน', 'โซ', 'ปา'],
    and: 'และ',
    adjectiveAfter: true,
    unspaced: true,
    fullStop: ' ',
  },
  {
    language: 'fr',
    nouns: [
      'corbeau',
      'chat',
      'éléphant',
      'lapin',
      'poisson',
      'lune',
      'arbre',
      'rivière',
      'mangue',
      'étoile',
    ],
    adjectives: ['petit', 'grand', 'heureux', 'malin', 'gentil'],
    verbs: ['voit', 'trouve', 'aime', 'suit', 'aide'],
    syllables: ['ka', 'mi', 'ro', 'ta', 'lu', 'ne', 'so', 'pa'],
    and: 'et',
    article: 'le',
    adjectiveAfter: true,
    fullStop: '.',
  },
  {
    language: 'ru',
    nouns: [
      'ворона',
      'кошка',
      'слон',
      'кролик',
      'рыба',
      'луна',
      'дерево',
      'река',
      'манго',
      'звезда',
    ],
    adjectives: ['маленький', 'большой', 'весёлый', 'умный', 'добрый'],
    verbs: ['видит', 'находит', 'любит', 'следует за', 'помогает'],
    syllables: ['ка', 'ми', 'ро', 'та', 'лу', 'не', 'со', 'па'],
    and: 'и',
    fullStop: '.',
  },
];
