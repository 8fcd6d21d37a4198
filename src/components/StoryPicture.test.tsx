import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fallbackPicturePath, picturePath } from '../../contract/picturePaths';
import { assetUrl } from '../lib/assetUrl';
import { DEFAULT_PICTURE_SIZES, StoryPicture } from './StoryPicture';

const HASH = 'c0'.repeat(32);

describe('StoryPicture', () => {
  it('offers every WebP copy of a photograph with the sizes given, its JPEG as src', () => {
    const path = fallbackPicturePath(HASH, 1200, 'jpeg');
    render(
      <StoryPicture
        path={path}
        alt="A boat on the river"
        sizes="56px"
        loading="lazy"
        decoding="async"
      />,
    );
    const picture = screen.getByRole('img', { name: 'A boat on the river' });
    expect(picture).toHaveAttribute('src', assetUrl(path));
    expect(picture).toHaveAttribute(
      'srcset',
      [320, 640, 960, 1200]
        .map((width) => `${assetUrl(`/pictures/${HASH}-${width}.webp`)} ${width}w`)
        .join(', '),
    );
    expect(picture).toHaveAttribute('sizes', '56px');
    expect(picture).toHaveAttribute('loading', 'lazy');
    expect(picture).toHaveAttribute('decoding', 'async');
  });

  it('gives a photograph the default sizes when none is said', () => {
    render(<StoryPicture path={fallbackPicturePath(HASH, 500, 'png')} alt="A kite" />);
    const picture = screen.getByRole('img', { name: 'A kite' });
    expect(picture).toHaveAttribute('sizes', DEFAULT_PICTURE_SIZES);
    expect(picture.getAttribute('srcset')).toMatch(/-320\.webp 320w, .*-500\.webp 500w$/);
  });

  it('shows SVG pictures and seed illustrations as one file', () => {
    render(
      <>
        <StoryPicture path={picturePath(HASH)} alt="A drawn sun" />
        <StoryPicture path="/illustrations/crow/page-1.svg" alt="A crow" />
      </>,
    );
    for (const [name, path] of [
      ['A drawn sun', picturePath(HASH)],
      ['A crow', '/illustrations/crow/page-1.svg'],
    ] as const) {
      const picture = screen.getByRole('img', { name });
      expect(picture).toHaveAttribute('src', assetUrl(path));
      expect(picture).not.toHaveAttribute('srcset');
      expect(picture).not.toHaveAttribute('sizes');
    }
  });
});
