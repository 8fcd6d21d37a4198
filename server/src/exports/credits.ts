// Who made the book and on what terms, as every export states it (in English, like the
// attribution sentence Creative Commons recommends).

import {
  ALL_RIGHTS_RESERVED,
  attributionSentence,
  authorsOf,
  joinNames,
  licenceFacts,
} from '../../../contract/credits';
import type { ExportBook } from './material';

/** One line of a credits page: what it is and who or what. */
export interface CreditLine {
  label: string;
  value: string;
  /** An address the value links to. */
  href?: string;
}

export const authorsOfBook = (book: ExportBook) =>
  authorsOf({ author: book.author, credits: book.credits });

/** The translators of the book's own language. */
export const translatorsOfBook = (book: ExportBook) =>
  book.credits.translators[book.language] ?? [];

/** The attribution sentence for the book as exported (its title and translators). */
export const attributionOf = (book: ExportBook) =>
  attributionSentence(
    { title: book.title, author: book.author, credits: book.credits, licence: book.licence },
    book.language,
  );

/** The credits, line by line; lines with nothing to say are left out. */
export function creditLines(book: ExportBook): CreditLine[] {
  const { credits, licence } = book;
  const facts = licenceFacts(licence.id);
  const lines: CreditLine[] = [
    { label: 'Title', value: book.title },
    { label: 'Written by', value: joinNames(authorsOfBook(book)) },
    { label: 'Illustrated by', value: joinNames(credits.illustrators) },
    { label: 'Translated by', value: joinNames(translatorsOfBook(book)) },
    { label: 'Original title', value: credits.originalTitle },
    { label: 'Published by', value: credits.publisher },
    { label: 'Source', value: credits.sourceUrl, href: credits.sourceUrl },
    {
      label: 'Licence',
      value: facts.name,
      ...(facts.url ? { href: facts.url } : {}),
    },
  ];
  if (licence.words && licence.words !== facts.name) {
    lines.push({ label: 'Licence as the source gave it', value: licence.words });
  }
  return lines.filter((line) => line.value.trim() !== '');
}

/** The licence's terms spelled out, one sentence each. */
export function licenceTerms(book: ExportBook): string[] {
  const facts = licenceFacts(book.licence.id);
  if (book.licence.id === ALL_RIGHTS_RESERVED) {
    return [
      'All rights reserved: this book may not be copied, shared or adapted without the permission of those who hold its rights.',
    ];
  }
  if (!facts.attribution) {
    return [
      'Public domain: its creators have waived their rights, so anyone may copy, adapt and share this book for any purpose.',
    ];
  }
  const terms = [
    'Attribution: whoever shares this book or a version of it must credit its creators as the attribution sentence does, link to the licence and say whether they made changes.',
  ];
  if (facts.nonCommercial) {
    terms.push(
      'Non-commercial: you may not use this book or adaptations of it for commercial purposes.',
    );
  }
  if (facts.shareAlike) {
    terms.push(
      'Share-alike: if you remix, translate or otherwise adapt this book, you must share your version under the same licence.',
    );
  }
  if (facts.noDerivatives) {
    terms.push(
      'No derivatives: you may not share adapted versions of this book, translations included.',
    );
  }
  return terms;
}
