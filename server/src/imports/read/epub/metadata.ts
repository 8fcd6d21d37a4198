import type { Element } from '@xmldom/xmldom';
import { oneLine } from '../text';
import { attribute, descendants, languageAttribute } from '../xml';
import type { EpubPackage } from './package';

/** What an EPUB's OPF metadata says about the book, as written (mapping comes later). */
export interface EpubMetadata {
  /** Titles in order, each with its xml:lang when it has one; the main title first. */
  titles: { text: string; language: string | null }[];
  /** dc:language values as written ("en-US"). */
  languages: string[];
  authors: string[];
  illustrators: string[];
  translators: string[];
  rights: string;
  identifier: string;
  description: string;
  source: string;
  publisher: string;
  /** EPUB 3's `<meta property="dcterms:license">`: the licence's address. */
  licenceAddress: string;
  /** `<meta property="dcterms:alternative">`: the title the book was first published under. */
  originalTitle: string;
}

type Role = 'author' | 'illustrator' | 'translator' | 'other';

/** MARC relator codes and the words some producers write instead. */
const ROLES: Record<string, Role> = {
  aut: 'author',
  author: 'author',
  ill: 'illustrator',
  illustrator: 'illustrator',
  art: 'illustrator',
  artist: 'illustrator',
  trl: 'translator',
  translator: 'translator',
};

/** Dublin Core elements; old OPFs wrap them in <dc-metadata>, hence any depth. */
const dc = (metadata: Element, name: string) => descendants(metadata, name);
const textOf = (element: Element) => oneLine(element.textContent ?? '');

/** EPUB 3's refinements: `<meta refines="#id" property="…">value</meta>`, by id and property. */
function refinements(metadata: Element): Map<string, Map<string, string[]>> {
  const byId = new Map<string, Map<string, string[]>>();
  for (const meta of descendants(metadata, 'meta')) {
    const refines = attribute(meta, 'refines');
    const property = attribute(meta, 'property');
    if (!refines?.startsWith('#') || !property) continue;
    const id = refines.slice(1);
    const properties = byId.get(id) ?? new Map<string, string[]>();
    properties.set(property, [...(properties.get(property) ?? []), textOf(meta)]);
    byId.set(id, properties);
  }
  return byId;
}

/** The first value of an EPUB 3 `<meta property>` that refines nothing. */
const metaProperty = (metadata: Element, property: string) =>
  descendants(metadata, 'meta')
    .filter((meta) => attribute(meta, 'property') === property && !attribute(meta, 'refines'))
    .map(textOf)
    .find(Boolean) ?? '';

/** Drops markup some producers leave in descriptions: they are read as text, never rendered. */
const withoutTags = (text: string) => oneLine(text.replace(/<[^>]*>/g, ' '));

export function readMetadata({ metadata, opf }: EpubPackage): EpubMetadata {
  const refined = refinements(metadata);
  const refinement = (element: Element, property: string) =>
    refined.get(attribute(element, 'id') ?? '')?.get(property) ?? [];

  const titleElements = dc(metadata, 'title').filter((element) => textOf(element));
  const main = titleElements.find((element) => refinement(element, 'title-type').includes('main'));
  const titles = [...(main ? [main] : []), ...titleElements.filter((element) => element !== main)]
    .filter((element) => !refinement(element, 'title-type').some((type) => type !== 'main'))
    .map((element) => ({ text: textOf(element), language: languageAttribute(element) }));

  const people: Record<Role, string[]> = { author: [], illustrator: [], translator: [], other: [] };
  for (const element of [...dc(metadata, 'creator'), ...dc(metadata, 'contributor')]) {
    const name = textOf(element);
    if (!name) continue;
    const written = [attribute(element, 'role'), ...refinement(element, 'role')]
      .map((role) => role?.trim().toLowerCase())
      .filter((role): role is string => Boolean(role));
    const roles = written.length
      ? written.map((role) => ROLES[role] ?? 'other')
      : ['author' as const];
    for (const role of new Set(roles)) people[role].push(name);
  }

  const uniqueId = attribute(opf.documentElement!, 'unique-identifier');
  const identifiers = dc(metadata, 'identifier');
  const identifier =
    identifiers.find((element) => uniqueId && attribute(element, 'id') === uniqueId) ??
    identifiers.find((element) => textOf(element));

  const first = (name: string) => dc(metadata, name).map(textOf).find(Boolean) ?? '';
  return {
    titles,
    languages: dc(metadata, 'language').map(textOf).filter(Boolean),
    authors: people.author,
    illustrators: people.illustrator,
    translators: people.translator,
    rights: dc(metadata, 'rights').map(textOf).filter(Boolean).join(' '),
    identifier: identifier ? textOf(identifier) : '',
    description: withoutTags(
      dc(metadata, 'description')
        .map((element) => element.textContent ?? '')
        .join(' '),
    ),
    source:
      dc(metadata, 'source')
        .map(textOf)
        .find((value) => /^https?:\/\//i.test(value)) ?? '',
    publisher: first('publisher'),
    licenceAddress: metaProperty(metadata, 'dcterms:license'),
    originalTitle: metaProperty(metadata, 'dcterms:alternative'),
  };
}
