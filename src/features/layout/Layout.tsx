import Box from '@mui/material/Box';
import { Suspense, useState } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { LoadingScreen } from '../../components/LoadingScreen';
import { ScreenErrorBoundary } from '../../components/ScreenErrorBoundary';
import { DRAWER_WIDTH } from '../../app/brand';
import { Footer } from './Footer';
import { SideMenu } from './SideMenu';
import { TopBar, TopBarSpacer } from './TopBar';

export function Layout() {
  const [mobileOpen, setMobileOpen] = useState(false);
  const { pathname } = useLocation();
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
