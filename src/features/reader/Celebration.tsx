import Box from '@mui/material/Box';
import { keyframes } from '@mui/material/styles';
import { prefersReducedMotion } from './motion';

const fall = keyframes`
  from { transform: translate3d(0, -24px, 0) rotate(0deg); opacity: 1; }
  80% { opacity: 1; }
  to { transform: translate3d(var(--drift), 360px, 0) rotate(540deg); opacity: 0; }
`;

const COLOURS = ['#3498db', '#2ecc71', '#f1c40f', '#e74c3c', '#9b59b6', '#ff9f43'];

/** Confetti pieces spread by fixed steps: the same every time, no two alike side by side. */
const PIECES = Array.from({ length: 28 }, (_, i) => ({
  left: (i * 37) % 100,
  delay: (i % 7) * 0.15,
  duration: 1.8 + (i % 5) * 0.3,
  drift: ((i % 9) - 4) * 12,
  colour: COLOURS[i % COLOURS.length],
  round: i % 3 === 0,
}));

/**
 * Confetti falling over the end of a story, twice, then gone. Decoration only: hidden from
 * screen readers, never in the way of a click, and not drawn at all on a device that asks
 * for less motion.
 */
export function Celebration() {
  if (prefersReducedMotion()) return null;
  return (
    <Box
      aria-hidden
      data-testid="celebration"
      sx={{
        position: 'absolute',
        inset: 0,
        overflow: 'hidden',
        pointerEvents: 'none',
        zIndex: 1,
        '@media (prefers-reduced-motion: reduce)': { display: 'none' },
      }}
    >
      {PIECES.map((piece, index) => (
        <Box
          key={index}
          component="span"
          sx={{
            position: 'absolute',
            top: 0,
            opacity: 0,
            animation: `${fall} 2s ease-in 0s 2 both`,
          }}
          // What differs from piece to piece, inline: one style rule serves them all.
          style={
            {
              '--drift': `${piece.drift}px`,
              left: `${piece.left}%`,
              width: piece.round ? 10 : 8,
              height: piece.round ? 10 : 14,
              borderRadius: piece.round ? '50%' : 2,
              backgroundColor: piece.colour,
              animationDuration: `${piece.duration}s`,
              animationDelay: `${piece.delay}s`,
            } as React.CSSProperties
          }
        />
      ))}
    </Box>
  );
}
