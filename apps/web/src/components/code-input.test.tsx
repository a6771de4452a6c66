import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import { renderInApp } from '@/test/render.tsx';
import { CodeInput } from './code-input.tsx';

function Harness({ onComplete }: { onComplete: (code: string) => void }) {
  const [value, setValue] = useState('');
  return <CodeInput value={value} onChange={setValue} onComplete={onComplete} />;
}

const boxes = () => within(screen.getByRole('group', { name: 'Código de verificação' })).getAllByRole<HTMLInputElement>('textbox');

describe('CodeInput', () => {
  it('has one named box per digit, the first focused', () => {
    renderInApp(<Harness onComplete={vi.fn()} />);
    expect(boxes().map((b) => b.getAttribute('aria-label'))).toEqual(['Dígito 1 do código', 'Dígito 2 do código', 'Dígito 3 do código',
      'Dígito 4 do código', 'Dígito 5 do código']);
    expect(document.activeElement).toBe(boxes()[0]);
  });

  it('moves on as each digit is typed, ignores letters, and completes on the last digit', async () => {
    const onComplete = vi.fn();
    const { user } = renderInApp(<Harness onComplete={onComplete} />);

    await user.keyboard('1');
    expect(document.activeElement).toBe(boxes()[1]);
    await user.keyboard('a2');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '', '', '']);
    expect(document.activeElement).toBe(boxes()[2]);
    expect(onComplete).not.toHaveBeenCalled();

    await user.keyboard('345');
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4', '5']);
    expect(onComplete).toHaveBeenCalledTimes(1);
    expect(onComplete).toHaveBeenCalledWith('12345');
  });

  it('goes back a box with Backspace on an empty one, erasing the digit before', async () => {
    const { user } = renderInApp(<Harness onComplete={vi.fn()} />);
    await user.keyboard('12');
    await user.keyboard('{Backspace}');
    expect(boxes().map((b) => b.value)).toEqual(['1', '', '', '', '']);
    expect(document.activeElement).toBe(boxes()[1]);
  });

  it('fills every box from a pasted code, keeping only its digits', async () => {
    const onComplete = vi.fn();
    const { user } = renderInApp(<Harness onComplete={onComplete} />);
    await user.paste('98-765');
    expect(boxes().map((b) => b.value)).toEqual(['9', '8', '7', '6', '5']);
    expect(onComplete).toHaveBeenCalledWith('98765');
  });
});
