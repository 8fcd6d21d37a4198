import { lazy } from 'react';
import { useLocation } from 'react-router-dom';
import { paths } from '../../lib/paths';
import WhosReadingPage from './WhosReadingPage';

// The profiles are a grown-up place behind a gate: their code comes when it is opened.
const ChildrenPage = lazy(() => import('./ChildrenPage'));

/**
 * The children's two screens, "Who's reading?" and the profiles (/children), behind one lazily
 * loaded file: every lazy screen adds its import and the list of its files to the first screen
 * of every visitor.
 */
export default function ChildrenScreen() {
  return useLocation().pathname === paths.children ? <ChildrenPage /> : <WhosReadingPage />;
}
