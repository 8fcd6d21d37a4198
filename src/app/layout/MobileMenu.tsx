import Drawer from '@mui/material/Drawer';
import type { ReactNode } from 'react';
import { DRAWER_WIDTH } from '../../lib/brand';
import { useT } from '../../i18n/useT';

/**
 * The slide-out menu of narrow screens. It carries MUI's modal machinery (focus trap, backdrop,
 * transitions), so it loads the first time the menu button is pressed.
 */
export default function MobileMenu({
  open,
  onClose,
  children,
}: {
  open: boolean;
  onClose: () => void;
  children: ReactNode;
}) {
  const t = useT();
  return (
    <Drawer
      variant="temporary"
      open={open}
      onClose={onClose}
      slotProps={{ paper: { 'aria-label': t('layout.menu') } }}
      sx={{
        display: { xs: 'block', sm: 'none' },
        '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' },
      }}
    >
      {children}
    </Drawer>
  );
}
