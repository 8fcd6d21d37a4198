import Box from '@mui/material/Box';
import { assetUrl } from '../../lib/assetUrl';

/**
 * A library picture drawn by the browser as an image (never inlined into the page), on a
 * checkerboard so that transparent parts show in both themes.
 */
export function PictureThumbnail({ path, alt }: { path: string; alt: string }) {
  return (
    <Box
      sx={(theme) => {
        const [a, b] =
          theme.palette.mode === 'dark' ? ['#2a2f3a', '#222731'] : ['#f1f3f6', '#ffffff'];
        return {
          aspectRatio: '4 / 3',
          display: 'grid',
          placeItems: 'center',
          overflow: 'hidden',
          background: `repeating-conic-gradient(${a} 0% 25%, ${b} 0% 50%) 50% / 20px 20px`,
        };
      }}
    >
      <Box
        component="img"
        src={assetUrl(path)}
        alt={alt}
        loading="lazy"
        sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
      />
    </Box>
  );
}
