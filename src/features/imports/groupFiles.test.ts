import { describe, expect, it } from 'vitest';
import { groupFiles } from './groupFiles';

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
