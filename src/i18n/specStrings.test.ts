import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** Every interface string SPEC.md quotes, in English exactly as quoted (spelling included). */
const SPEC_STRINGS: Record<string, string> = {
  'common.loading': 'Loading...',
  'common.notFound': 'Not Found',
  'common.serverError': 'Server Error',
  'layout.welcome': 'Welcome, {name}',
  'layout.welcomeUser': 'User',
  'layout.login': 'Login',
  'layout.logout': 'Logout',
  'layout.menu.home': 'Home',
  'layout.menu.about': 'About Us',
  'layout.menu.stories': 'Stories',
  'layout.menu.createStory': 'Create your Story',
  'layout.menu.messageBoard': 'MessageBoard',
  'layout.menu.leaderboard': 'LeaderBoard',
  'layout.menu.uploadSvg': 'Upload SVG',
  'layout.menu.modification': 'Modification',
  'layout.menu.pending': 'Pending',
  'layout.menu.errorLog': 'Error Log',
  'layout.menu.editGame': 'Edit Game',
  'layout.menu.deleteAccount': 'Delete Accout',
  // The screens the menu opens carry the menu's words as their headings.
  'pages.about.title': 'About Us',
  'leaderboard.title': 'LeaderBoard',
  'admin.pending.title': 'Pending',
  'admin.upload.title': 'Upload SVG',
  'admin.accounts.title': 'Delete Accout',
  'createStory.title': 'Create your Story',
  'stories.title': 'Stories',
  'stories.empty.create': 'Create your Story',
  'common.error.failedToFetchStories': 'Failed to fetch stories',
  'common.error.failedToFetchStory': 'Failed to fetch story',
  'common.error.failedToSaveStory': 'Failed to save story',
  'common.error.missingAudioParameters': 'Missing required parameters for fetching audio',
  'common.error.invalidAudioData': 'Invalid data received from server',
  'common.error.noStoryData': 'No story data returned from server.',
  'common.error.invalidStoryData': 'Invalid story data structure',
  'common.error.invalidJson': 'Invalid JSON format',
  'common.error.persistTimedOut': 'persist timed out for persist key root',
};

const DIR = join(__dirname, 'catalogues', 'english');
const english = (id: string) => {
  const area = id.split('.')[0];
  return (JSON.parse(readFileSync(join(DIR, `${area}.json`), 'utf8')) as Record<string, string>)[
    id
  ];
};

describe("SPEC.md's English strings", () => {
  it.each(Object.entries(SPEC_STRINGS))('%s is exactly %j', (id, text) => {
    expect(english(id)).toBe(text);
  });
});
