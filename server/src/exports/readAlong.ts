// A story as a ReadAlongs Studio file (format 1.2, readalongs/static/read-along-1.2.dtd) and
// the one MP3 its word times refer to: the pages' narrations one after another.
//
// The <read-along> web component reads `div[type=page]`, the `graphic[url]` in it, the <p>s
// in it, their <s>s, and `w[time][dur]` (seconds) for the words it lights; text between the
// <w>s is shown as it is. A relative graphic url would be looked up in the player's assets
// folder, so pictures go in as data: URLs and the file stands alone beside its audio.

import { licenceFacts } from '../../../contract/credits';
import { tokenize } from '../../../contract/words';
import { attributionOf, authorsOfBook, licenceTerms, translatorsOfBook } from './credits';
import type { ExportBook, ExportPage } from './material';
import { joinMp3, mp3Frames, type JoinedMp3, type Mp3Frames } from './mp3Join';
import { secondsText, wordSpans } from './timing';
import { XML_DECLARATION, xmlText } from './xml';

export const READALONG_FORMAT_VERSION = '1.2';
export const READALONG_MEDIA_TYPE = 'application/readalong+xml';

/** A page's narration as frames of the joined MP3 (its bytes as they are when not MP3). */
function framesOf(page: ExportPage): Mp3Frames | null {
  const narration = page.narration;
  if (!narration) return null;
  return (
    mp3Frames(narration.audio) ?? {
      frames: narration.audio,
      durationSeconds: narration.durationSeconds,
      sampleRate: narration.sampleRate ?? 0,
    }
  );
}

/**
 * The sample rates of the book's narrations. One MP3 may not change its rate midway (players
 * stop or play the rest at the wrong speed), so a book whose recorded pages differ from the
 * synthesised ones is exported with the synthesised voice throughout.
 */
export function sampleRatesOf(book: ExportBook): Set<number> {
  return new Set(
    book.pages.flatMap((page) => (page.narration?.sampleRate ? [page.narration.sampleRate] : [])),
  );
}

export interface ReadAlongAudio extends JoinedMp3 {
  /** Where each page's narration starts in the joined audio (pages without one: where they fall). */
  pageStarts: number[];
}

/** The pages' narrations as one MP3, and where each page starts in it. */
export function readAlongAudio(book: ExportBook): ReadAlongAudio {
  const parts = book.pages.map(framesOf);
  const joined = joinMp3(parts.filter((part): part is Mp3Frames => part !== null));
  let next = 0;
  const pageStarts = parts.map((part) =>
    part ? joined.starts[next++]! : (joined.starts[next] ?? joined.durationSeconds),
  );
  return { ...joined, pageStarts };
}

const ids = {
  page: (page: number) => `t0b0d${page}`,
  paragraph: (page: number, paragraph: number) => `t0b0d${page}p${paragraph}`,
  word: (page: number, paragraph: number, word: number) => `t0b0d${page}p${paragraph}s0w${word}`,
};

/** A page's text as paragraphs (split at blank lines) of one sentence each, words timed. */
function textMarkup(
  book: ExportBook,
  page: ExportPage,
  index: number,
  startSeconds: number,
): string {
  const narration = page.narration;
  const spans = narration ? wordSpans(narration.words, narration.durationSeconds) : [];
  const offsetMs = Math.round(startSeconds * 1000);
  const paragraphs: string[][] = [[]];
  for (const token of tokenize(page.text, book.language)) {
    if (token.wordIndex === null) {
      if (/\n\s*\n/.test(token.text)) paragraphs.push([]);
      else paragraphs.at(-1)!.push(xmlText(token.text));
      continue;
    }
    const span = spans[token.wordIndex];
    const paragraph = paragraphs.length - 1;
    const timing = span
      ? ` time="${secondsText(offsetMs + span.startMs)}" dur="${secondsText(span.endMs - span.startMs)}"`
      : '';
    paragraphs
      .at(-1)!
      .push(
        `<w id="${ids.word(index, paragraph, token.wordIndex)}"${timing}>${xmlText(token.text)}</w>`,
      );
  }
  return paragraphs
    .filter((parts) => parts.length > 0)
    .map(
      (parts, paragraph) =>
        `<p id="${ids.paragraph(index, paragraph)}"><s id="${ids.paragraph(index, paragraph)}s0">${parts.join('').trim()}</s></p>`,
    )
    .join('\n');
}

/**
 * Who made the book and its licence, as <meta> (the names ReadAlongs importers read: title,
 * author, illustrator, translator, publisher, source, license), with the licence's deed and
 * the attribution sentence. They are not pages: a player shows pages as the story, and an importer would
 * take a credits page for one more page of it.
 */
function creditMeta(book: ExportBook): [name: string, content: string][] {
  const facts = licenceFacts(book.licence.id);
  const { credits } = book;
  const named = (name: string, values: readonly string[]) =>
    values.map((value): [string, string] => [name, value]);
  return [
    ['generator', 'Kahani'],
    ['title', book.title],
    ...named('author', authorsOfBook(book)),
    ...named('illustrator', credits.illustrators),
    ...named('translator', translatorsOfBook(book)),
    ...named('publisher', credits.publisher ? [credits.publisher] : []),
    ...named('source', credits.sourceUrl ? [credits.sourceUrl] : []),
    ['license', facts.name],
    ...named('license-url', facts.url ? [facts.url] : []),
    ['attribution', attributionOf(book)],
    ...named('terms', licenceTerms(book)),
  ];
}

const dataUrl = (mediaType: string, bytes: Buffer) =>
  `data:${mediaType};base64,${bytes.toString('base64')}`;

/**
 * The .readalong document. `audioHref` names the joined MP3 (the web component takes its
 * audio from its own `audio` attribute; the file's root says where it is all the same).
 */
export function readAlongDocument(
  book: ExportBook,
  audio: Pick<ReadAlongAudio, 'pageStarts'>,
  audioHref: string,
): string {
  const meta = creditMeta(book)
    .map(([name, content]) => `<meta name="${name}" content="${xmlText(content)}"/>`)
    .join('\n');
  const pages = book.pages
    .map((page, index) => {
      const graphic = page.picture
        ? `<graphic id="${ids.page(index)}g0" url="${xmlText(dataUrl(page.picture.mediaType, page.picture.bytes))}"/>\n`
        : '';
      const text = page.text
        ? `${textMarkup(book, page, index, audio.pageStarts[index] ?? 0)}\n`
        : '';
      return `<div type="page" id="${ids.page(index)}">\n${graphic}${text}</div>`;
    })
    .join('\n');
  return `${XML_DECLARATION}
<read-along version="${READALONG_FORMAT_VERSION}" audio="${xmlText(audioHref)}">
${meta}
<text xml:lang="${xmlText(book.tag)}" id="t0">
<body id="t0b0">
${pages}
</body>
</text>
</read-along>
`;
}
