import { ThemeProvider } from '@mui/material/styles';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { makeTheme } from './theme';
import { LimitedTextField, limitState, type LimitedTextFieldProps } from './LimitedTextField';

function Field(props: Omit<LimitedTextFieldProps, 'value'> & { initial?: string }) {
  const { initial = '', ...rest } = props;
  const [value, setValue] = useState(initial);
  return (
    <ThemeProvider theme={makeTheme('light')}>
      <LimitedTextField
        label="Title"
        value={value}
        onChange={(event) => setValue(event.target.value)}
        {...rest}
      />
    </ThemeProvider>
  );
}

const counter = (text: string) => screen.getByText(text).parentElement!;

describe('LimitedTextField', () => {
  it('counts what is typed against the limit', async () => {
    render(<Field limit={20} helperText="A short name" />);
    expect(screen.getByText('0 / 20')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Title'), 'Crow');
    expect(screen.getByText('4 / 20')).toBeInTheDocument();
    expect(screen.getByLabelText('Title')).toHaveAccessibleDescription(
      'A short name 4 of 20 characters.',
    );
  });

  it('turns to the warning colour near the limit and says so once', async () => {
    render(<Field limit={20} />);
    const field = screen.getByLabelText('Title');
    await userEvent.type(field, 'x'.repeat(17));
    expect(counter('17 / 20')).toHaveAttribute('data-limit', 'within');
    expect(counter('17 / 20')).not.toHaveStyle({ color: 'rgb(161, 71, 0)' });
    await userEvent.type(field, 'x');
    expect(counter('18 / 20')).toHaveAttribute('data-limit', 'near');
    expect(counter('18 / 20')).toHaveStyle({ color: 'rgb(161, 71, 0)' });
    expect(screen.getByText('Nearly at the limit of 20 characters.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'false');
  });

  it('asks for a shorter text over the limit, keeping every character', async () => {
    render(<Field limit={20} helperText="A short name" />);
    const field = screen.getByLabelText('Title');
    await userEvent.click(field);
    await userEvent.paste('x'.repeat(25));
    expect(field).toHaveValue('x'.repeat(25));
    expect(field).not.toHaveAttribute('maxlength');
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('Please keep this to 20 characters (now 25).')).toBeInTheDocument();
    expect(screen.queryByText('A short name')).not.toBeInTheDocument();
    expect(screen.getByText('25 / 20')).toBeInTheDocument();
    expect(screen.getByText('Over the limit of 20 characters.')).toBeInTheDocument();
  });

  it('does not count spaces around the text of a field the server trims', () => {
    render(<Field limit={20} trim initial="  Crow  " />);
    expect(screen.getByText('4 / 20')).toBeInTheDocument();
  });

  it('shows the counter of a short field only near its limit', async () => {
    render(<Field limit={10} show="near" />);
    const field = screen.getByLabelText('Title');
    await userEvent.type(field, 'x'.repeat(8));
    expect(screen.queryByText('8 / 10')).not.toBeInTheDocument();
    await userEvent.type(field, 'x');
    expect(screen.getByText('9 / 10')).toBeInTheDocument();
  });

  it('shows a given error and its sentence within the limit', () => {
    render(<Field limit={20} error helperText="The title can be at most 20 characters." />);
    expect(screen.getByLabelText('Title')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByText('The title can be at most 20 characters.')).toBeInTheDocument();
  });
});

describe('limitState', () => {
  it('is near from nine tenths of the limit and over past it', () => {
    expect(limitState(179, 200)).toBe('within');
    expect(limitState(180, 200)).toBe('near');
    expect(limitState(200, 200)).toBe('near');
    expect(limitState(201, 200)).toBe('over');
  });
});
