import { isValidElement, Suspense, useEffect, useEffectEvent } from 'react';
import {
  matchRoutes,
  Navigate,
  Outlet,
  useLocation,
  useRoutes,
  type RouteObject,
} from 'react-router-dom';
import { LoadingScreen } from '../components/LoadingScreen';
import { ScreenErrorBoundary } from '../components/ScreenErrorBoundary';
import { RequireAuth, WithUserId } from '../features/auth/RequireAuth';
import { followSession } from '../features/auth/followSession';
import { Layout } from './layout/Layout';
import { sendPageView } from '../lib/analytics';
import { lazyScreen, type LazyScreen } from '../boot/lazyScreen';
import { SignedOutNotice, useAfterFirstScreen } from './layout/deferredParts';
import { useAppDispatch } from './hooks';
import { paths } from '../lib/paths';
import StoriesScreen from './screens/StoriesScreen';

const HomePage = lazyScreen('home', () => import('../features/pages/HomePage'));
const AboutPage = lazyScreen('about', () => import('../features/pages/AboutPage'));
const PrivacyPage = lazyScreen('privacy', () => import('../features/pages/PrivacyPage'));
const DownloadAppPage = lazyScreen(
  'download-app',
  () => import('../features/pages/DownloadAppPage'),
);
const NotFoundPage = lazyScreen('not-found', () =>
  import('../features/pages/StatusPages').then((module) => ({ default: module.NotFoundPage })),
);
const ServerErrorPage = lazyScreen('server-error', () =>
  import('../features/pages/StatusPages').then((module) => ({ default: module.ServerErrorPage })),
);
const StoryPage = lazyScreen('story', () => import('./screens/StoryPage'));
const SavedStoriesPage = lazyScreen(
  'saved-stories',
  () => import('../features/offline/SavedStoriesPage'),
);
const LoginPage = lazyScreen('login', () => import('../features/auth/LoginPage'));
const SignupPage = lazyScreen('signup', () => import('../features/auth/SignupPage'));
const ForgotPasswordPage = lazyScreen(
  'forgot-password',
  () => import('../features/auth/ForgotPasswordPage'),
);
const CreateStoryPage = lazyScreen(
  'create-story',
  () => import('../features/createStory/CreateStoryPage'),
);
const InboxPage = lazyScreen('inbox', () => import('../features/messages/InboxPage'));
const StoryModificationPage = lazyScreen(
  'story-modification',
  () => import('../features/storyModification/StoryModificationPage'),
);
const MessageBoardPage = lazyScreen(
  'message-board',
  () => import('../features/board/MessageBoardPage'),
);
const LeaderboardPage = lazyScreen(
  'leaderboard',
  () => import('../features/leaderboard/LeaderboardPage'),
);
const GameWizardPage = lazyScreen('game-wizard', () => import('../features/games/GameWizardPage'));
const PendingGamesPage = lazyScreen(
  'pending-games',
  () => import('../features/games/PendingGamesPage'),
);
const StoryModificationGridPage = lazyScreen(
  'story-modification-grid',
  () => import('../features/admin/StoryModificationGridPage'),
);
const PendingStoriesGridPage = lazyScreen(
  'pending-stories-grid',
  () => import('../features/admin/PendingStoriesGridPage'),
);
const ErrorLogPage = lazyScreen('error-log', () => import('../features/admin/ErrorLogPage'));
const UploadSvgPage = lazyScreen('upload-svg', () => import('../features/admin/UploadSvgPage'));
const ImportBooksPage = lazyScreen(
  'import-books',
  () => import('../features/imports/ImportBooksPage'),
);
const RemoveAccountPage = lazyScreen(
  'remove-account',
  () => import('../features/admin/RemoveAccountPage'),
);
const ChildrenScreen = lazyScreen('children', () => import('../features/children/ChildrenScreen'));
const FamilyPage = lazyScreen('family', () => import('../features/family/FamilyPage'));

/** Root of every route: follows the identity session and reports page views. */
function AppRoot() {
  const dispatch = useAppDispatch();
  const location = useLocation();

  useEffect(() => dispatch(followSession()), [dispatch]);

  // A screen is viewed once: turning a page (?page=N) or typing in the search box changes
  // only the query, which is not another page view.
  const reportPageView = useEffectEvent(() =>
    sendPageView(window.location.href, `${location.pathname}${location.search}`),
  );
  useEffect(() => reportPageView(), [location.pathname]);
  const firstScreenShown = useAfterFirstScreen();

  return (
    <ScreenErrorBoundary resetKey={location.pathname}>
      <Suspense fallback={<LoadingScreen />}>
        <Outlet />
      </Suspense>
      {/* After signing out, on whichever screen follows (the login screen has no layout). */}
      {firstScreenShown && (
        <Suspense fallback={null}>
          <SignedOutNotice />
        </Suspense>
      )}
    </ScreenErrorBoundary>
  );
}

export const routes: RouteObject[] = [
  {
    element: <AppRoot />,
    children: [
      {
        element: <Layout />,
        children: [
          { path: paths.root, element: <StoriesScreen /> },
          { path: paths.home, element: <HomePage /> },
          { path: paths.about, element: <AboutPage /> },
          { path: paths.stories, element: <StoriesScreen /> },
          { path: '/stories/:slug', element: <StoryPage /> },
          { path: paths.savedStories, element: <SavedStoriesPage /> },
          { path: paths.downloadApp, element: <DownloadAppPage /> },
          { path: paths.privacy, element: <PrivacyPage /> },
          { path: paths.notFound, element: <NotFoundPage /> },
          { path: paths.serverError, element: <ServerErrorPage /> },
          {
            element: <RequireAuth />,
            children: [
              { path: '/storiesModification/:storyId', element: <StoryModificationPage /> },
              { path: paths.storyModificationGrid, element: <StoryModificationGridPage /> },
              { path: paths.pendingStoriesGrid, element: <PendingStoriesGridPage /> },
              { path: paths.errorLog, element: <ErrorLogPage /> },
              { path: paths.pendingGames, element: <PendingGamesPage /> },
              {
                path: paths.gameWizard,
                element: <WithUserId render={(userId) => <GameWizardPage userId={userId} />} />,
              },
              { path: paths.removeAccount, element: <RemoveAccountPage /> },
              { path: paths.createStory, element: <CreateStoryPage /> },
              { path: paths.messageBoard, element: <MessageBoardPage /> },
              { path: paths.inbox, element: <InboxPage /> },
              { path: paths.leaderboard, element: <LeaderboardPage /> },
              { path: paths.uploadSvg, element: <UploadSvgPage /> },
              { path: paths.importBooks, element: <ImportBooksPage /> },
              { path: paths.whosReading, element: <ChildrenScreen /> },
              { path: paths.children, element: <ChildrenScreen /> },
              { path: paths.family, element: <FamilyPage /> },
            ],
          },
        ],
      },
      { path: paths.login, element: <LoginPage /> },
      { path: paths.signup, element: <SignupPage /> },
      { path: paths.forgotPassword, element: <ForgotPasswordPage /> },
      { path: '*', element: <Navigate to={paths.notFound} replace /> },
    ],
  },
];

/** The app's screens for the current address (inside a BrowserRouter or, in tests, a MemoryRouter). */
export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Fetches the code and messages of the screens an address shows, so that the first render can
 * show the screen itself rather than a loading screen first. A signed-out visitor's guarded
 * screen is not fetched: they are sent to the login screen instead.
 */
export function loadScreensAt(pathname: string, { signedIn }: { signedIn: boolean }) {
  const screens: LazyScreen<() => null>[] = [];
  for (const { route } of matchRoutes(routes, pathname) ?? []) {
    const type = isValidElement(route.element) ? route.element.type : null;
    if (type === RequireAuth && !signedIn) break;
    if (typeof type === 'function' && 'load' in type) screens.push(type as LazyScreen<() => null>);
  }
  return Promise.all(screens.map((screen) => screen.load()));
}
