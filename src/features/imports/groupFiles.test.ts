import { describe, expect, it } from 'vitest';
import { groupFiles, picturesShownBy } from './groupFiles';

const named = (...names: string[]) => names.map((name) => ({ name }));
const groupedNames = (...names: string[]) =>
  groupFiles(named(...names)).map((group) => group.files.map((file) => file.name));

describe('grouping chosen files into books', () => {
  it('makes one book of the Global Storybooks files with the same story number', () => {
    expect(
      groupedNames('0001_ant_en.md', '0001_ant_hi.md', '0001_ant_es.md', '0002_moon_en.md'),
    ).toEqual([['0001_ant_en.md', '0001_ant_hi.md', '0001_ant_es.md'], ['0002_moon_en.md']]);
  });

  it('makes one book of a ReadAlongs file and its audio and SMIL of the same name', () => {
    expect(groupedNames('a.mp3', 'a.readalong', 'a.smil', 'b.readalong')).toEqual([
      ['a.mp3', 'a.readalong', 'a.smil'],
      ['b.readalong'],
    ]);
    expect(groupedNames('kite.xml', 'kite.wav')).toEqual([['kite.xml', 'kite.wav']]);
  });

  it('puts each picture with the book whose text shows it', () => {
    const markdown =
      '# Kite\n\n![A kite](images/Kite-1.PNG)\nUp it goes.\n\n##\n\n![](kite-2.jpg "Down")\n';
    const readAlong =
      '<read-along><text><body><div type="page"><graphic url="moon.svg"/></div></body></text></read-along>';
    expect(picturesShownBy(markdown)).toEqual(['kite-1.png', 'kite-2.jpg']);
    expect(picturesShownBy(readAlong)).toEqual(['moon.svg']);
    const shown = { '0007_kite_en.md': picturesShownBy(markdown), 'moon.readalong': ['moon.svg'] };
    const books = groupFiles(
      named(
        'kite-1.png',
        '0007_kite_en.md',
        'moon.svg',
        'moon.readalong',
        'kite-2.jpg',
        'stray.webp',
        '0007_kite_hi.md',
      ),
      shown,
    ).map((group) => group.files.map((file) => file.name));
    expect(books).toEqual([
      ['kite-1.png', '0007_kite_en.md', 'kite-2.jpg', '0007_kite_hi.md'],
      ['moon.svg', 'moon.readalong'],
      ['stray.webp'],
    ]);
  });

  it('leaves every other file alone', () => {
    expect(
      groupedNames('crow.epub', 'hare.epub', 'books.zip', 'lonely.mp3', 'notes.md', '0001_x.txt'),
    ).toEqual([
      ['crow.epub'],
      ['hare.epub'],
      ['books.zip'],
      ['lonely.mp3'],
      ['notes.md'],
      ['0001_x.txt'],
    ]);
  });

  it('keeps the books in the order their first file was chosen', () => {
    expect(groupedNames('crow.epub', '0003_a_en.md', 'b.readalong', '0003_a_ta.md')).toEqual([
      ['crow.epub'],
      ['0003_a_en.md', '0003_a_ta.md'],
      ['b.readalong'],
    ]);
  });

  it('pairs audio with a ReadAlongs file as the server does: same name in any case, or the only audio', () => {
    expect(groupedNames('Moon.readalong', 'moon.MP3')).toEqual([['Moon.readalong', 'moon.MP3']]);
    expect(groupedNames('moon.readalong', 'recording.wav')).toEqual([
      ['moon.readalong', 'recording.wav'],
    ]);
    // With two recordings to choose from, only the one of its name goes with it.
    expect(groupedNames('moon.readalong', 'moon.wav', 'other.mp3')).toEqual([
      ['moon.readalong', 'moon.wav'],
      ['other.mp3'],
    ]);
  });
});
