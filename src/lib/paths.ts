/** Every route of the app in one table. */
export const paths = {
  root: '/',
  home: '/Home',
  about: '/about',
  stories: '/stories',
  story: (slug: string) => `/stories/${encodeURIComponent(slug)}`,
  /** The same reader, found by the story's id (GET /StoryJson/{id}); it then shows the slug. */
  storyById: (id: string) => `/stories/${encodeURIComponent(id)}`,
  downloadApp: '/download-app',
  privacy: '/privacy',
  notFound: '/404',
  serverError: '/500',
  login: '/login',
  signup: '/signup',
  forgotPassword: '/forgot-password',
  storyModification: (storyId: string) => `/storiesModification/${encodeURIComponent(storyId)}`,
  storyModificationGrid: '/StoryModificationGrid',
  pendingStoriesGrid: '/PendingStoriesGrid',
  errorLog: '/ErrorLog',
  pendingGames: '/pending-games',
  gameWizard: '/game-wizard',
  removeAccount: '/RemoveAccount',
  createStory: '/CreateStory',
  messageBoard: '/MessageBoard',
  inbox: '/Show',
  leaderboard: '/leaderboard',
  uploadSvg: '/uploadSVG',
  importBooks: '/importBooks',
  /** The stories kept on this device for reading offline. */
  savedStories: '/saved-stories',
  /** Who is reading in this tab: the grown-up of the account or one of its children. */
  whosReading: '/whos-reading',
  /** The account's child profiles (behind the grown-ups' gate). */
  children: '/children',
  /** Each child's reading over the last 7 or 30 days (behind the grown-ups' gate). */
  family: '/family',
} as const;
