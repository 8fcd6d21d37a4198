import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState, type DragEvent, type ReactNode } from 'react';
import { visuallyHidden } from './visuallyHidden';

export interface FileDropZoneProps {
  icon: ReactNode;
  /** "Drop … here, or", above the button. */
  prompt: string;
  /** The button's words. */
  chooseLabel: string;
  /** The file input's accessible name. */
  inputLabel: string;
  /** The file chooser's `accept` list. */
  accept: string;
  disabled: boolean;
  /** Files chosen with the button or dropped on the area, never an empty list. */
  onChoose: (files: File[]) => void;
  /** What follows the button inside the area: limits, progress. */
  children?: ReactNode;
}

/** An area to drop files on, with a button that opens the file chooser. */
export function FileDropZone({
  icon,
  prompt,
  chooseLabel,
  inputLabel,
  accept,
  disabled,
  onChoose,
  children,
}: FileDropZoneProps) {
  const [dragging, setDragging] = useState(false);
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer.files);
    if (!disabled && files.length) onChoose(files);
  };
  return (
    <Paper
      variant="outlined"
      onDragOver={(event) => {
        event.preventDefault();
        if (!disabled) setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
      sx={{
        p: { xs: 2, sm: 4 },
        textAlign: 'center',
        borderStyle: 'dashed',
        borderWidth: 2,
        borderColor: dragging ? 'primary.main' : 'divider',
        bgcolor: dragging ? 'action.hover' : 'background.paper',
      }}
    >
      {icon}
      <Typography sx={{ mb: 2 }}>{prompt}</Typography>
      <Button
        variant="contained"
        component="label"
        role={undefined}
        tabIndex={-1}
        disabled={disabled}
        sx={{
          // The input inside takes the keyboard focus; show it on the button.
          '&:has(input:focus-visible)': {
            outline: '3px solid',
            outlineColor: 'primary.dark',
            outlineOffset: 2,
          },
        }}
      >
        {chooseLabel}
        <Box
          component="input"
          sx={visuallyHidden}
          type="file"
          multiple
          accept={accept}
          disabled={disabled}
          aria-label={inputLabel}
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // The same file may be chosen again later.
            event.target.value = '';
            if (files.length) onChoose(files);
          }}
        />
      </Button>
      {children}
    </Paper>
  );
}
