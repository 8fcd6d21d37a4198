// An EPUB 3 of a story in one language: a title page, one XHTML page per story page with its
// picture and every word in its own <span>, a credits page, and Media Overlays (one SMIL per
// narrated page, one <par> per word) so that reading systems light each word as it is spoken.

import { createHash } from 'node:crypto';
import { licenceFacts } from '../../../contract/credits';
import { textDirection, type TextDirection } from '../../../contract/languages';
import { tokenize } from '../../../contract/words';
import {
  attributionOf,
  authorsOfBook,
  creditLines,
  licenceTerms,
  translatorsOfBook,
} from './credits';
import type { ExportBook, ExportPage } from './material';
import { clockValue, secondsText, wordSpans, type Span } from './timing';
import { XML_DECLARATION, xmlText } from './xml';
import type { ZipEntry } from './zip';

/** The class reading systems give the word being read (`media:active-class`). */
export const ACTIVE_CLASS = '-epub-media-overlay-active';
export const EPUB_MEDIA_TYPE = 'application/epub+zip';

const ROOT = 'EPUB';
const PACKAGE = `${ROOT}/package.opf`;

const CONTAINER = `${XML_DECLARATION}
<container version="1.0" xmlns="urn:oasis:names:tc:opendocument:xmlns:container">
  <rootfiles>
    <rootfile full-path="${PACKAGE}" media-type="application/oebps-package+xml"/>
  </rootfiles>
</container>
`;

const STYLE = `body { margin: 0 1em; font-family: sans-serif; line-height: 1.6; }
h1 { font-size: 1.6em; line-height: 1.3; }
.picture { margin: 0 0 1em; text-align: center; }
.picture img { max-width: 100%; max-height: 70vh; }
.text { font-size: 1.35em; }
.${ACTIVE_CLASS} { background-color: #ffe08a; color: #000000; border-radius: 0.2em; }
.title-page { text-align: center; margin-top: 20%; }
.credits dt { font-weight: bold; margin-top: 0.6em; }
.credits dd { margin-left: 0; }
.terms li { margin-bottom: 0.4em; }
`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The book's identifier: the story's id when it is a UUID, else a name-based UUID of it. */
export function bookIdentifier(storyId: string): string {
  if (UUID.test(storyId)) return `urn:uuid:${storyId.toLowerCase()}`;
  const hex = createHash('sha1').update(`kahani:story:${storyId}`).digest('hex');
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16);
  return `urn:uuid:${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

const pageFile = (page: ExportPage) => `page-${page.number}.xhtml`;
const overlayFile = (page: ExportPage) => `page-${page.number}.smil`;
const audioFile = (page: ExportPage) => `audio/page-${page.number}.mp3`;
const wordId = (index: number) => `w${index}`;

/** Pages that are narrated, with words to light. */
const narrated = (page: ExportPage) => page.narration !== null && page.wordCount > 0;

/**
 * `lang` and `xml:lang` together, as XHTML in EPUB wants both, and `dir` where the language
 * runs the other way than the text around it (`within`): a right-to-left page, or English
 * words on one.
 */
function langAttributes(tag: string, within: TextDirection = 'ltr'): string {
  const direction = textDirection(tag);
  const dir = direction === within ? '' : ` dir="${direction}"`;
  return `xml:lang="${xmlText(tag)}" lang="${xmlText(tag)}"${dir}`;
}

function xhtmlDocument(book: ExportBook, title: string, body: string, tag = book.tag): string {
  return `${XML_DECLARATION}
<!DOCTYPE html>
<html xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops" ${langAttributes(tag)}>
<head>
<meta charset="UTF-8"/>
<title>${xmlText(title)}</title>
<link rel="stylesheet" type="text/css" href="style.css"/>
</head>
<body>
${body}
</body>
</html>
`;
}

/** The title in its own language, marked when it differs from the document's. */
function titleMarkup(book: ExportBook, documentTag: string): string {
  const title = xmlText(book.title);
  return book.titleTag === documentTag
    ? title
    : `<span ${langAttributes(book.titleTag, textDirection(documentTag))}>${title}</span>`;
}

/**
 * The page's text with every word in a <span id="wN">, spaces kept between them; a blank line
 * starts a new paragraph and a single line break is a <br/>, so the text reads back as written.
 */
function wordsMarkup(text: string, book: ExportBook): string {
  const body = tokenize(text, book.language)
    .map((token) => {
      if (token.wordIndex !== null) {
        return `<span id="${wordId(token.wordIndex)}">${xmlText(token.text)}</span>`;
      }
      if (/\n\s*\n/.test(token.text)) return '</p>\n<p class="text">';
      if (token.text.includes('\n')) return '<br/>';
      return xmlText(token.text);
    })
    .join('');
  return `<p class="text">${body}</p>\n`;
}

function pageDocument(book: ExportBook, page: ExportPage): string {
  const picture = page.picture
    ? `<div class="picture"><img src="${xmlText(page.picture.name)}" alt="${xmlText(page.imageDescription)}"/></div>\n`
    : '';
  const text = page.text ? wordsMarkup(page.text.trim(), book) : '';
  return xhtmlDocument(
    book,
    `${book.title} (${page.number})`,
    `<section class="page" id="page-${page.number}">\n${picture}${text}</section>`,
  );
}

function titleDocument(book: ExportBook): string {
  const authors = authorsOfBook(book);
  const illustrators = book.credits.illustrators;
  // Names are given as the credits hold them; the words around them are English.
  const byline = [
    authors.length
      ? `<p ${langAttributes('en', book.direction)}>by ${xmlText(authors.join(', '))}</p>`
      : '',
    illustrators.length
      ? `<p ${langAttributes('en', book.direction)}>illustrated by ${xmlText(illustrators.join(', '))}</p>`
      : '',
  ]
    .filter(Boolean)
    .join('\n');
  return xhtmlDocument(
    book,
    book.title,
    `<section class="title-page" epub:type="titlepage">\n<h1>${titleMarkup(book, book.tag)}</h1>\n${byline}\n</section>`,
  );
}

function creditsDocument(book: ExportBook): string {
  const lines = creditLines(book)
    .map((line) => {
      const value = line.href
        ? `<a href="${xmlText(line.href)}">${xmlText(line.value)}</a>`
        : xmlText(line.value);
      const lang = line.label === 'Title' ? ` ${langAttributes(book.titleTag)}` : '';
      return `<dt>${xmlText(line.label)}</dt>\n<dd${lang}>${value}</dd>`;
    })
    .join('\n');
  const terms = licenceTerms(book)
    .map((term) => `<li>${xmlText(term)}</li>`)
    .join('\n');
  return xhtmlDocument(
    book,
    'Credits',
    `<section class="credits" epub:type="backmatter">
<h1>Credits</h1>
<dl>
${lines}
</dl>
<h2>Attribution</h2>
<p class="attribution">${xmlText(attributionOf(book))}</p>
<h2>Terms of the licence</h2>
<ul class="terms">
${terms}
</ul>
</section>`,
    'en',
  );
}

/** A few first words of a page, to name it in the table of contents. */
function pageLabel(book: ExportBook, page: ExportPage): string {
  const words = tokenize(page.text, book.language)
    .filter((token) => token.wordIndex !== null)
    .map((token) => token.text);
  const opening = words.slice(0, 6).join(' ');
  if (!opening) return String(page.number);
  return `${page.number}. ${opening}${words.length > 6 ? '…' : ''}`;
}

function navDocument(book: ExportBook): string {
  const entries = [
    `<li><a href="title.xhtml">${titleMarkup(book, book.tag)}</a></li>`,
    ...book.pages.map(
      (page) => `<li><a href="${pageFile(page)}">${xmlText(pageLabel(book, page))}</a></li>`,
    ),
    `<li><a href="credits.xhtml"><span ${langAttributes('en', book.direction)}>Credits</span></a></li>`,
  ].join('\n');
  return xhtmlDocument(
    book,
    book.title,
    `<nav epub:type="toc" id="toc">\n<h1>${titleMarkup(book, book.tag)}</h1>\n<ol>\n${entries}\n</ol>\n</nav>`,
  );
}

/** The clips of a page's narration, one per word. */
function clipsOf(page: ExportPage): Span[] {
  const narration = page.narration!;
  return wordSpans(narration.words.slice(0, page.wordCount), narration.durationSeconds);
}

/** One <par> per word: the word's <span> and its clip of the page's narration. */
function overlayDocument(page: ExportPage): string {
  const pars = clipsOf(page)
    .map(
      (clip, index) => `<par id="par-${index}">
<text src="${pageFile(page)}#${wordId(index)}"/>
<audio src="${audioFile(page)}" clipBegin="${secondsText(clip.startMs)}s" clipEnd="${secondsText(clip.endMs)}s"/>
</par>`,
    )
    .join('\n');
  return `${XML_DECLARATION}
<smil xmlns="http://www.w3.org/ns/SMIL" xmlns:epub="http://www.idpf.org/2007/ops" version="3.0">
<body>
<seq id="page-${page.number}" epub:textref="${pageFile(page)}#page-${page.number}">
${pars}
</seq>
</body>
</smil>
`;
}

/** How long a page's overlay plays: its clips one after another, milliseconds. */
const overlayMs = (page: ExportPage) =>
  clipsOf(page).reduce((sum, clip) => sum + clip.endMs - clip.startMs, 0);

/** A date as EPUB's dcterms:modified wants it: UTC, to the second. */
const modifiedText = (date: Date) => `${date.toISOString().slice(0, 19)}Z`;

function packageDocument(book: ExportBook): string {
  const { credits, licence } = book;
  const facts = licenceFacts(licence.id);
  const people: string[] = [];
  const person = (element: 'creator' | 'contributor', name: string, role: string) => {
    const id = `${element}-${people.length + 1}`;
    people.push(
      `<dc:${element} id="${id}">${xmlText(name)}</dc:${element}>\n<meta refines="#${id}" property="role" scheme="marc:relators">${role}</meta>`,
    );
  };
  for (const name of authorsOfBook(book)) person('creator', name, 'aut');
  for (const name of credits.illustrators) person('contributor', name, 'ill');
  for (const name of translatorsOfBook(book)) person('contributor', name, 'trl');

  const overlays = book.pages.filter(narrated);
  const durations = overlays.map(
    (page) =>
      `<meta property="media:duration" refines="#overlay-${page.number}">${clockValue(overlayMs(page))}</meta>`,
  );
  const totalMs = overlays.reduce((sum, page) => sum + overlayMs(page), 0);
  const mediaMeta = overlays.length
    ? [
        ...durations,
        `<meta property="media:duration">${clockValue(totalMs)}</meta>`,
        `<meta property="media:active-class">${ACTIVE_CLASS}</meta>`,
      ]
    : [];
  const cover = book.pictures[0];
  const metadata = [
    `<dc:identifier id="book-id">${bookIdentifier(book.storyId)}</dc:identifier>`,
    `<dc:title id="title" xml:lang="${xmlText(book.titleTag)}">${xmlText(book.title)}</dc:title>`,
    `<dc:language>${xmlText(book.tag)}</dc:language>`,
    ...people,
    credits.publisher ? `<dc:publisher>${xmlText(credits.publisher)}</dc:publisher>` : '',
    credits.originalTitle
      ? `<meta property="dcterms:alternative">${xmlText(credits.originalTitle)}</meta>`
      : '',
    credits.sourceUrl ? `<dc:source>${xmlText(credits.sourceUrl)}</dc:source>` : '',
    `<dc:rights xml:lang="en"${book.direction === 'rtl' ? ' dir="ltr"' : ''}>${xmlText(attributionOf(book))}</dc:rights>`,
    facts.url ? `<meta property="dcterms:license">${xmlText(facts.url)}</meta>` : '',
    `<meta property="dcterms:modified">${modifiedText(book.updatedAt)}</meta>`,
    `<meta property="schema:accessMode">textual</meta>`,
    book.pictures.length ? `<meta property="schema:accessMode">visual</meta>` : '',
    overlays.length ? `<meta property="schema:accessMode">auditory</meta>` : '',
    overlays.length
      ? `<meta property="schema:accessibilityFeature">synchronizedAudioText</meta>`
      : '',
    `<meta property="schema:accessibilityHazard">none</meta>`,
    ...mediaMeta,
    cover ? `<meta name="cover" content="picture-1"/>` : '',
  ].filter(Boolean);

  const items = [
    `<item id="nav" href="nav.xhtml" media-type="application/xhtml+xml" properties="nav"/>`,
    `<item id="style" href="style.css" media-type="text/css"/>`,
    `<item id="title-page" href="title.xhtml" media-type="application/xhtml+xml"/>`,
    ...book.pages.flatMap((page) =>
      narrated(page)
        ? [
            `<item id="page-${page.number}" href="${pageFile(page)}" media-type="application/xhtml+xml" media-overlay="overlay-${page.number}"/>`,
            `<item id="overlay-${page.number}" href="${overlayFile(page)}" media-type="application/smil+xml"/>`,
            `<item id="audio-${page.number}" href="${audioFile(page)}" media-type="audio/mpeg"/>`,
          ]
        : [
            `<item id="page-${page.number}" href="${pageFile(page)}" media-type="application/xhtml+xml"/>`,
          ],
    ),
    ...book.pictures.map(
      (picture, index) =>
        `<item id="picture-${index + 1}" href="${xmlText(picture.name)}" media-type="${xmlText(picture.mediaType)}"${index === 0 ? ' properties="cover-image"' : ''}/>`,
    ),
    `<item id="credits" href="credits.xhtml" media-type="application/xhtml+xml"/>`,
  ];
  const spine = ['title-page', ...book.pages.map((page) => `page-${page.number}`), 'credits'].map(
    (id) => `<itemref idref="${id}"/>`,
  );

  return `${XML_DECLARATION}
<package xmlns="http://www.idpf.org/2007/opf" version="3.0" unique-identifier="book-id" xml:lang="${xmlText(book.tag)}"${book.direction === 'rtl' ? ' dir="rtl"' : ''}>
<metadata xmlns:dc="http://purl.org/dc/elements/1.1/">
${metadata.join('\n')}
</metadata>
<manifest>
${items.join('\n')}
</manifest>
<spine${book.direction === 'rtl' ? ' page-progression-direction="rtl"' : ''}>
${spine.join('\n')}
</spine>
</package>
`;
}

/** The files of the EPUB, in the order the format asks for: `mimetype` first, stored as is. */
export function epubEntries(book: ExportBook): ZipEntry[] {
  const text = (name: string, content: string): ZipEntry => ({
    name,
    data: Buffer.from(content, 'utf8'),
    compress: true,
  });
  return [
    { name: 'mimetype', data: Buffer.from(EPUB_MEDIA_TYPE, 'ascii'), compress: false },
    text('META-INF/container.xml', CONTAINER),
    text(PACKAGE, packageDocument(book)),
    text(`${ROOT}/nav.xhtml`, navDocument(book)),
    text(`${ROOT}/style.css`, STYLE),
    text(`${ROOT}/title.xhtml`, titleDocument(book)),
    ...book.pages.flatMap((page) => [
      text(`${ROOT}/${pageFile(page)}`, pageDocument(book, page)),
      ...(narrated(page)
        ? [
            text(`${ROOT}/${overlayFile(page)}`, overlayDocument(page)),
            // MP3 is compressed already: stored, it costs nothing to unpack.
            { name: `${ROOT}/${audioFile(page)}`, data: page.narration!.audio, compress: false },
          ]
        : []),
    ]),
    ...book.pictures.map((picture) => ({
      name: `${ROOT}/${picture.name}`,
      data: picture.bytes,
      compress: picture.mediaType === 'image/svg+xml',
    })),
    text(`${ROOT}/credits.xhtml`, creditsDocument(book)),
  ];
}
