// Cold (uncached) narration time per story page with the offline eSpeak NG engine.
//   npx tsx server/bench/narration.ts [--runs 3] [--workers 1]
// Each language narrates a 40-55 word page; the figure per language is the median of
// the runs. The worker is started (and eSpeak loaded) before timing; that start-up is
// reported separately. Cached answers are measured elsewhere.

import { LANGUAGES, type Language } from '../../contract/languages';
import { createEspeakProvider } from '../src/narration/espeak';

const PAGES: Record<Language, string> = {
  english:
    'Once upon a time, in a small village near the hills, there lived a curious little girl named Meera. Every morning she walked to the river with her grandmother. They watched the ducks swim and the fish jump. One day, Meera saw a tiny turtle stuck between two rocks.',
  hindi:
    'एक समय की बात है, पहाड़ों के पास एक छोटे गाँव में मीरा नाम की एक जिज्ञासु लड़की रहती थी। हर सुबह वह दादी के साथ नदी पर जाती थी। वे बत्तखों को तैरते और मछलियों को उछलते हुए देखते थे। एक दिन मीरा ने दो पत्थरों के बीच फँसा एक छोटा कछुआ देखा।',
  spanish:
    'Había una vez, en un pequeño pueblo cerca de las colinas, una niña muy curiosa llamada Meera. Cada mañana caminaba hasta el río con su abuela. Juntas miraban nadar a los patos y saltar a los peces. Un día, Meera vio una tortuga pequeña atrapada entre dos rocas.',
  telgu:
    'ఒకప్పుడు, కొండల దగ్గర ఉన్న ఒక చిన్న గ్రామంలో మీరా అనే ఒక ఆసక్తిగల చిన్నారి ఉండేది. ప్రతి ఉదయం ఆమె తన నానమ్మతో కలిసి నదికి వెళ్ళేది. వాళ్ళు బాతులు ఈదడం, చేపలు ఎగరడం చూసేవారు. ఒక రోజు, రెండు రాళ్ళ మధ్య ఇరుక్కుపోయిన ఒక చిన్న తాబేలును మీరా చూసింది. ఆమె దానిని మెల్లగా నీటిలోకి వదిలింది.',
  tamil:
    'ஒரு காலத்தில், மலைகளுக்கு அருகில் உள்ள ஒரு சிறிய கிராமத்தில் மீரா என்ற ஆர்வமுள்ள ஒரு சிறுமி வாழ்ந்தாள். ஒவ்வொரு காலையும் அவள் தன் பாட்டியுடன் ஆற்றுக்குச் செல்வாள். அவர்கள் வாத்துகள் நீந்துவதையும் மீன்கள் துள்ளுவதையும் பார்ப்பார்கள். ஒரு நாள், இரண்டு பாறைகளுக்கு இடையில் சிக்கிய ஒரு சிறிய ஆமையை மீரா பார்த்தாள். அவள் அதை மெதுவாகத் தண்ணீரில் விட்டாள்.',
  panjabi:
    'ਇੱਕ ਵਾਰ ਦੀ ਗੱਲ ਹੈ, ਪਹਾੜਾਂ ਦੇ ਨੇੜੇ ਇੱਕ ਛੋਟੇ ਜਿਹੇ ਪਿੰਡ ਵਿੱਚ ਮੀਰਾ ਨਾਂ ਦੀ ਇੱਕ ਉਤਸੁਕ ਕੁੜੀ ਰਹਿੰਦੀ ਸੀ। ਹਰ ਸਵੇਰ ਉਹ ਆਪਣੀ ਦਾਦੀ ਨਾਲ ਨਦੀ ਤੇ ਜਾਂਦੀ ਸੀ। ਉਹ ਬੱਤਖਾਂ ਨੂੰ ਤੈਰਦੇ ਅਤੇ ਮੱਛੀਆਂ ਨੂੰ ਛਾਲਾਂ ਮਾਰਦੇ ਵੇਖਦੀਆਂ ਸਨ। ਇੱਕ ਦਿਨ ਮੀਰਾ ਨੇ ਦੋ ਪੱਥਰਾਂ ਵਿਚਕਾਰ ਫਸਿਆ ਇੱਕ ਛੋਟਾ ਕੱਛੂ ਵੇਖਿਆ।',
  gujarati:
    'એક સમયની વાત છે, ટેકરીઓ પાસેના એક નાના ગામમાં મીરા નામની એક જિજ્ઞાસુ છોકરી રહેતી હતી. દરરોજ સવારે તે તેની દાદી સાથે નદીએ જતી. તેઓ બતકોને તરતી અને માછલીઓને કૂદતી જોતા. એક દિવસ, મીરાએ બે પથ્થરો વચ્ચે ફસાયેલો એક નાનો કાચબો જોયો. તેણે તેને ધીમેથી પાણીમાં છોડી દીધો.',
  marathi:
    'एकदा, डोंगरांजवळच्या एका लहान गावात मीरा नावाची एक जिज्ञासू मुलगी राहत होती. रोज सकाळी ती आपल्या आजीसोबत नदीवर जात असे. त्या बदकांना पोहताना आणि माशांना उड्या मारताना पाहत असत. एके दिवशी, मीराला दोन दगडांमध्ये अडकलेले एक लहान कासव दिसले. तिने त्याला हळूच पाण्यात सोडले.',
};

function option(name: string, fallback: number): number {
  const at = process.argv.indexOf(`--${name}`);
  const value = at >= 0 ? Number(process.argv[at + 1]) : fallback;
  return Number.isFinite(value) && value >= 1 ? Math.floor(value) : fallback;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1
    ? (sorted[middle] as number)
    : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2;
}

const runs = option('runs', 3);
const workers = option('workers', 1);
const provider = createEspeakProvider({ workers });
try {
  const startup = performance.now();
  await provider.warmup();
  const startupMs = performance.now() - startup;

  const rows: string[][] = [];
  const allTimes: number[] = [];
  for (const language of LANGUAGES) {
    const text = PAGES[language];
    const times: number[] = [];
    const synthesis: number[] = [];
    const encoding: number[] = [];
    let audioSeconds = 0;
    for (let run = 0; run < runs; run++) {
      const started = performance.now();
      const result = await provider.synthesize(text, language);
      times.push(performance.now() - started);
      synthesis.push(result.synthesisMs);
      encoding.push(result.encodingMs);
      audioSeconds = result.durationSeconds;
    }
    allTimes.push(...times);
    rows.push([
      language,
      String(text.split(/\s+/).length),
      audioSeconds.toFixed(1),
      (median(times) / 1000).toFixed(2),
      (median(synthesis) / 1000).toFixed(2),
      (median(encoding) / 1000).toFixed(2),
    ]);
  }
  const header = ['language', 'words', 'audio s', 'median s/page', 'synth s', 'mp3 s'];
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => (i === 0 ? c.padEnd(widths[i] ?? 0) : c.padStart(widths[i] ?? 0)))
      .join('  ');
  console.log(
    `eSpeak NG narration, cold synthesis per page (median of ${runs} runs, ${workers} worker)`,
  );
  console.log(line(header));
  for (const row of rows) console.log(line(row));
  console.log(line(['overall', '', '', (median(allTimes) / 1000).toFixed(2), '', '']));
  console.log(
    `worker start-up (once per worker): ${(startupMs / 1000).toFixed(2)} s; target < 2 s per page`,
  );
} finally {
  await provider.close();
}

// A cached answer through the route: the same page asked for again, one request at a time.
{
  const { buildApp } = await import('../src/app');
  const { openDatabase } = await import('../src/db/open');
  const { applySeed } = await import('../src/seed');
  const database = await openDatabase({ pgliteDir: 'memory://' });
  await applySeed(database.db);
  const cachedProvider = createEspeakProvider();
  const app = await buildApp({
    db: database.db,
    verifier: { verify: () => Promise.reject(new Error('no tokens here')) },
    narration: cachedProvider,
    adminUids: [],
    corsOrigins: [],
    narrationRatePerMinute: 1_000_000,
  });
  try {
    const url = await app.listen({ host: '127.0.0.1', port: 0 });
    const story = (await (await fetch(`${url}/KahaniJson/slug/the-thirsty-crow`)).json()) as {
      _id: string;
      pages: { hindi: string }[];
    };
    const body = JSON.stringify({
      text: story.pages[0]?.hindi ?? '',
      storyId: story._id,
      page_no: 1,
      language: 'hindi',
    });
    const ask = async () => {
      const started = performance.now();
      const response = await fetch(`${url}/fetchAudioAndAlignment`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
      });
      await response.arrayBuffer();
      return performance.now() - started;
    };
    const cold = await ask();
    const cached: number[] = [];
    for (let i = 0; i < 50; i += 1) cached.push(await ask());
    const sorted = [...cached].sort((a, b) => a - b);
    console.log(
      `\nPOST /fetchAudioAndAlignment, Hindi page 1: first ${cold.toFixed(0)} ms; cached p50 ${median(cached).toFixed(1)} ms, p99 ${(sorted[Math.ceil(sorted.length * 0.99) - 1] ?? 0).toFixed(1)} ms over 50 requests (target p50 < 20 ms)`,
    );
  } finally {
    await app.close();
    await cachedProvider.close();
    await database.close();
  }
}
