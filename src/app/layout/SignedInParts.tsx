import BarChartIcon from '@mui/icons-material/BarChart';
import PeopleIcon from '@mui/icons-material/People';
import { lazy, Suspense } from 'react';
import { paths } from '../../lib/paths';
import { useAfterFirstScreen } from './deferredParts';
import InboxButton from './InboxButton';
import { SIGNED_IN_MENU } from './menuItems';
import { MenuList } from './SideMenu';

/*
 * What the layout shows only a signed-in account, in one file loaded with its first screen (a
 * visitor's first screen carries none of it): the top bar's inbox and reader, and the menu's
 * entries of the account.
 */

// Who reads (one of the account's children, or the grown-up), once the first screen is shown;
// the bar goes on without it if its code cannot load.
const ReaderSwitch = lazy(() =>
  import('../../features/children/ReaderSwitch').catch(() => ({ default: () => null })),
);

/** The top bar after its welcome: who is reading, and the inbox. */
export function SignedInBarParts() {
  const later = useAfterFirstScreen();
  return (
    <>
      {later && (
        <Suspense fallback={null}>
          <ReaderSwitch />
        </Suspense>
      )}
      <InboxButton />
    </>
  );
}

const MENU_ICONS = { [paths.children]: <PeopleIcon />, [paths.family]: <BarChartIcon /> };

/** The menu's entries of a signed-in account (its children's profiles). */
export function SignedInMenu({ onNavigate }: { onNavigate?: (() => void) | undefined }) {
  return <MenuList items={SIGNED_IN_MENU} icons={MENU_ICONS} onNavigate={onNavigate} />;
}
