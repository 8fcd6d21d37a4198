import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

interface ScreenIntroProps {
  title: string;
  description: ReactNode;
  children?: ReactNode;
}

/** A screen's heading and one-line description. */
export function ScreenIntro({ title, description, children }: ScreenIntroProps) {
  return (
    <Box component="section" sx={{ maxWidth: 960 }}>
      <Typography variant="h4" component="h1" gutterBottom sx={{ color: 'primary.main' }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, fontSize: 18 }}>
        {description}
      </Typography>
      {children}
    </Box>
  );
}
