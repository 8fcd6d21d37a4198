import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { pictureSrcSet } from '../../contract/picturePaths';
import { assetUrl } from '../lib/assetUrl';

/** For a picture as wide as the screen on phones, and at most 800 px wide elsewhere. */
export const DEFAULT_PICTURE_SIZES = '(max-width: 600px) 100vw, 800px';

export interface StoryPictureProps {
  /** What a page's image_path (or a card's cover) holds. */
  path: string;
  alt: string;
  /**
   * How wide the picture is drawn, as the `sizes` attribute says it: the browser picks the
   * smallest copy that fills that width at the screen's pixel density.
   */
  sizes?: string;
  loading?: 'eager' | 'lazy';
  decoding?: 'async' | 'auto' | 'sync';
  fetchPriority?: 'high' | 'low' | 'auto';
  sx?: SxProps<Theme>;
}

/**
 * A story's picture: a photograph or painting of the library offers its WebP copies in
 * `srcset` (its JPEG or PNG stays in `src` for browsers without WebP); an SVG picture or a
 * seed illustration is one file for every screen.
 */
export function StoryPicture({
  path,
  alt,
  sizes = DEFAULT_PICTURE_SIZES,
  loading,
  decoding,
  fetchPriority,
  sx,
}: StoryPictureProps) {
  const srcSet = pictureSrcSet(path, assetUrl);
  return (
    <Box
      component="img"
      src={path ? assetUrl(path) : undefined}
      {...(srcSet ? { sizes, srcSet } : {})}
      alt={alt}
      loading={loading}
      decoding={decoding}
      fetchPriority={fetchPriority}
      sx={sx}
    />
  );
}
