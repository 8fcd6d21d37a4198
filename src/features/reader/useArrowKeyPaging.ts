import { useLayoutEffect } from 'react';
import type { TextDirection } from '../../../contract/storyLanguages';
import { backwardKey, forwardKey } from './readingDirection';

/** Where the arrow keys already mean something: typing, sliders, lists and menus. */
const OWN_ARROW_KEYS =
  'input, textarea, select, [contenteditable=""], [contenteditable="true"], [role="combobox"], [role="listbox"], [role="slider"], [role="spinbutton"], [role="menu"], [role="textbox"], [role="radiogroup"], [role="tablist"]';

const keepsArrowKeys = (target: EventTarget | null) =>
  target instanceof HTMLElement &&
  (target.isContentEditable || target.closest(OWN_ARROW_KEYS) !== null);

/**
 * The arrow keys turn pages the way the story reads (in Urdu or Arabic, left is forward),
 * except where they already mean something. A layout effect: the keys work from the moment
 * the page shows. The reader renders in a transition, whose passive effects a busy phone may
 * run well after the page is on screen.
 */
export function useArrowKeyPaging({
  enabled,
  direction,
  onNext,
  onPrevious,
}: {
  enabled: boolean;
  /** The direction of the page's text. */
  direction: TextDirection;
  onNext: () => void;
  onPrevious: () => void;
}) {
  useLayoutEffect(() => {
    if (!enabled) return;
    const onKey = (event: KeyboardEvent) => {
      if (
        event.defaultPrevented ||
        keepsArrowKeys(event.target) ||
        event.altKey ||
        event.metaKey ||
        event.ctrlKey
      )
        return;
      if (event.key === forwardKey(direction)) {
        event.preventDefault();
        onNext();
      } else if (event.key === backwardKey(direction)) {
        event.preventDefault();
        onPrevious();
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [enabled, direction, onNext, onPrevious]);
}
