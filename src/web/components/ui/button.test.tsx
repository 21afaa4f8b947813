import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Button } from './button.tsx';

afterEach(cleanup);

// Oracle: WAI-ARIA's aria-disabled (the element stays focusable and perceivable) and HTML's form
// submission, which a cancelled click on the submit button does not start.
describe('a pending button', () => {
  it('keeps the focus, says it is busy, and neither clicks nor submits', () => {
    const submit = vi.fn((e: Event) => e.preventDefault());
    const click = vi.fn();
    const { rerender } = render(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Button type="submit" onClick={click}>
          Save
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Save' });
    button.focus();
    fireEvent.click(button);
    expect([click.mock.calls.length, submit.mock.calls.length]).toEqual([1, 1]);

    rerender(
      <form onSubmit={(e) => submit(e.nativeEvent)}>
        <Button type="submit" onClick={click} pending>
          Save
        </Button>
      </form>,
    );
    expect(document.activeElement).toBe(button);
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.getAttribute('aria-busy')).toBe('true');
    expect((button as HTMLButtonElement).disabled).toBe(false);
    fireEvent.click(button);
    expect([click.mock.calls.length, submit.mock.calls.length]).toEqual([1, 1]);
  });
});
