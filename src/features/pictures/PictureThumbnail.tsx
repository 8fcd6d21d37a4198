import Box from '@mui/material/Box';
import { StoryPicture } from '../../components/StoryPicture';

/** A card of the library's grid (at least 240 px wide): a whole column on phones. */
const THUMBNAIL_SIZES = '(max-width: 600px) 100vw, 360px';

/**
 * A library picture drawn by the browser as an image (never inlined into the page), on a
 * checkerboard so that transparent parts show in both themes. A photograph's smallest copy
 * that fills the card is fetched.
 */
export function PictureThumbnail({
  path,
  alt,
  sizes = THUMBNAIL_SIZES,
}: {
  path: string;
  alt: string;
  sizes?: string;
}) {
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
      <StoryPicture
        path={path}
        alt={alt}
        sizes={sizes}
        loading="lazy"
        decoding="async"
        sx={{ width: '100%', height: '100%', objectFit: 'contain', display: 'block' }}
      />
    </Box>
  );
}
