import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import type { ComponentType } from 'react';
import type { ChildAvatar as AvatarId } from '../../../../contract/childLimits';
import type { MessageId } from '../../../i18n/messageIds';
import { useT } from '../../../i18n/useT';
import { ButterflyArt } from './butterfly';
import { CatArt } from './cat';
import { ElephantArt } from './elephant';
import { FishArt } from './fish';
import { GrownUpArt } from './grownUp';
import { LionArt } from './lion';
import { MonkeyArt } from './monkey';
import { OwlArt } from './owl';
import { ParrotArt } from './parrot';
import { PeacockArt } from './peacock';
import { RabbitArt } from './rabbit';
import { TigerArt } from './tiger';
import { TurtleArt } from './turtle';

interface AvatarLook {
  Art: ComponentType;
  /** The warm circle the animal sits in. */
  background: string;
  name: MessageId;
}

/** Each built-in picture (contract CHILD_AVATARS), drawn here, with its name for screen readers. */
export const AVATAR_LOOKS: Record<AvatarId, AvatarLook> = {
  elephant: { Art: ElephantArt, background: '#ffd6a5', name: 'children.avatar.elephant' },
  peacock: { Art: PeacockArt, background: '#ffe3b3', name: 'children.avatar.peacock' },
  tiger: { Art: TigerArt, background: '#ffe9c7', name: 'children.avatar.tiger' },
  parrot: { Art: ParrotArt, background: '#ffd3b6', name: 'children.avatar.parrot' },
  fish: { Art: FishArt, background: '#ffe8a3', name: 'children.avatar.fish' },
  butterfly: { Art: ButterflyArt, background: '#ffe0e9', name: 'children.avatar.butterfly' },
  owl: { Art: OwlArt, background: '#ffe6b8', name: 'children.avatar.owl' },
  turtle: { Art: TurtleArt, background: '#ffeab8', name: 'children.avatar.turtle' },
  rabbit: { Art: RabbitArt, background: '#ffcfb0', name: 'children.avatar.rabbit' },
  lion: { Art: LionArt, background: '#ffe9c2', name: 'children.avatar.lion' },
  monkey: { Art: MonkeyArt, background: '#ffdcb8', name: 'children.avatar.monkey' },
  cat: { Art: CatArt, background: '#ffe4c4', name: 'children.avatar.cat' },
};

export const GROWN_UP = 'grown-up';

const GROWN_UP_LOOK: AvatarLook = {
  Art: GrownUpArt,
  background: '#d6e8f7',
  name: 'children.avatar.grownUp',
};

const isAvatarId = (avatar: string): avatar is AvatarId => Object.hasOwn(AVATAR_LOOKS, avatar);

/** The look of a picture id; a picture this app does not know yet shows as the grown-up's. */
const lookOf = (avatar: string) =>
  avatar === GROWN_UP || !isAvatarId(avatar) ? GROWN_UP_LOOK : AVATAR_LOOKS[avatar];

export interface ChildAvatarProps {
  /** A CHILD_AVATARS id, or GROWN_UP for the account's own reader. */
  avatar: string;
  /** Width and height in px. */
  size: number;
  /**
   * 'named' (the default) gives the picture its name ("Elephant") for screen readers;
   * 'decorative' hides it, where the nickname beside it says who it is.
   */
  speak?: 'named' | 'decorative';
  sx?: SxProps<Theme>;
}

/** A child's picture, or the grown-up's, in its round warm frame. */
export function ChildAvatar({ avatar, size, speak = 'named', sx }: ChildAvatarProps) {
  const t = useT();
  const { Art, background, name } = lookOf(avatar);
  const described =
    speak === 'named' ? { role: 'img', 'aria-label': t(name) } : { 'aria-hidden': true };
  return (
    <Box
      component="svg"
      viewBox="0 0 100 100"
      width={size}
      height={size}
      focusable="false"
      {...described}
      sx={[
        { display: 'block', flexShrink: 0, borderRadius: '50%' },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
    >
      <circle cx="50" cy="50" r="50" fill={background} />
      <Art />
    </Box>
  );
}
