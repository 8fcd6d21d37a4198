import Box from '@mui/material/Box';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { lazyScreen } from '../../boot/lazyScreen';
import { LoadingScreen } from '../../components/LoadingScreen';
import { ScreenErrorBoundary } from '../../components/ScreenErrorBoundary';
import { selectAwaitsEmailVerification } from '../../features/auth';
import { DRAWER_WIDTH } from '../../lib/brand';
import { useAppSelector } from '../hooks';
import { OfflineBanner, UpdatePrompt, useAfterFirstScreen } from './deferredParts';
import { Footer } from './Footer';
import { SideMenu } from './SideMenu';
import { TopBar, TopBarSpacer } from './TopBar';

// Only an account whose address awaits verification loads it.
const VerifyEmailNotice = lazyScreen(
  'verify-email',
  () => import('../../features/auth/VerifyEmailNotice'),
);

export function Layout() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
  const awaitsVerification = useAppSelector(selectAwaitsEmailVerification);
  const firstScreenShown = useAfterFirstScreen();
  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <TopBar onMenuClick={() => setMobileOpen((open) => !open)} />
      <SideMenu mobileOpen={mobileOpen} onClose={() => setMobileOpen(false)} />
      <Box
        sx={{
          flexGrow: 1,
          minWidth: 0,
          width: { sm: `calc(100% - ${DRAWER_WIDTH}px)` },
          display: 'flex',
          flexDirection: 'column',
        }}
      >
        <TopBarSpacer />
        {/* Once the first screen is shown: each says something only when it has to. */}
        {firstScreenShown && (
          <Suspense fallback={null}>
            <OfflineBanner />
            <UpdatePrompt />
          </Suspense>
        )}
        {awaitsVerification && (
          <ScreenErrorBoundary>
            <Suspense fallback={null}>
              <VerifyEmailNotice />
            </Suspense>
          </ScreenErrorBoundary>
        )}
        {/* At least a screen tall, so the footer starts below the fold and does not jump down
          as a screen's content arrives. */}
        <Box component="main" sx={{ flexGrow: 1, minHeight: '100vh', p: { xs: 2, sm: 3 } }}>
          <ScreenErrorBoundary resetKey={pathname}>
            <Suspense fallback={<LoadingScreen />}>
              <Outlet />
            </Suspense>
          </ScreenErrorBoundary>
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
