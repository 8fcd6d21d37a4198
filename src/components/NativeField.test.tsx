import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { makeTheme } from './theme';
import { NativeField } from './NativeField';

describe('a native field', () => {
  it.each(['light', 'dark'] as const)(
    'asks the device to draw its list in the %s scheme',
    (mode) => {
      render(
        <ThemeProvider theme={makeTheme(mode)}>
          <NativeField as="select" aria-label="Speed">
            <option>1×</option>
          </NativeField>
        </ThemeProvider>,
      );
      expect(getComputedStyle(screen.getByRole('combobox', { name: 'Speed' })).colorScheme).toBe(
        mode,
      );
    },
  );
});
