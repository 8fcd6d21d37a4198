import Box from '@mui/material/Box';
import { Suspense } from 'react';
import type { Story, StorySummary } from '../../../contract/stories';
import { CardKeepControl, ReaderKeepButton, useAfterFirstScreen } from '../layout/deferredParts';

/** The card's control, once the first screen is shown: only it renders then, not the card. */
function CardKeepSlot({ story }: { story: StorySummary }) {
  const shown = useAfterFirstScreen();
  return shown ? (
    <Suspense fallback={null}>
      <CardKeepControl story={story} />
    </Suspense>
  ) : null;
}

/** Laid over a card of the list (the same function every render: the cards are memoised). */
export function keepCardControl(story: StorySummary) {
  return <CardKeepSlot story={story} />;
}

/**
 * Beside the reader's settings gear; its room is kept from the start (`shown` false: not yet),
 * so the title beside it does not move when it comes.
 */
export function KeepReaderSlot({ story, shown }: { story: Story; shown: boolean }) {
  return (
    <Box sx={{ width: 40, height: 40, flexShrink: 0 }}>
      {shown && (
        <Suspense fallback={null}>
          <ReaderKeepButton story={story} />
        </Suspense>
      )}
    </Box>
  );
}
