import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  NAV_CLOSE_DELAY_MS,
  NAV_OPEN_DELAY_MS,
  NavigationMenu,
  NavigationMenuContent,
  NavigationMenuItem,
  NavigationMenuList,
  NavigationMenuTrigger,
} from './navigation-menu.tsx';

beforeEach(() => vi.useFakeTimers());
afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

function Menu() {
  return (
    <NavigationMenu aria-label="site">
      <NavigationMenuList>
        {['one', 'two'].map((v) => (
          <NavigationMenuItem key={v} value={v}>
            <NavigationMenuTrigger>{v}</NavigationMenuTrigger>
            <NavigationMenuContent>
              <a href={`#${v}`}>{`${v} link`}</a>
            </NavigationMenuContent>
          </NavigationMenuItem>
        ))}
      </NavigationMenuList>
    </NavigationMenu>
  );
}

const expanded = (name: string) => screen.getByRole('button', { name }).getAttribute('aria-expanded');

describe('NavigationMenu timing (seed section 9: 200 / 300 / 150 ms)', () => {
  it('opens 200 ms after the pointer enters, closes 150 ms after it leaves, and skips the delay within 300 ms', () => {
    render(<Menu />);
    const one = screen.getByRole('button', { name: 'one' });
    fireEvent.pointerEnter(one, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(NAV_OPEN_DELAY_MS - 1));
    expect(expanded('one')).toBe('false');
    act(() => vi.advanceTimersByTime(1));
    expect(expanded('one')).toBe('true');
    fireEvent.pointerLeave(one.closest('li')!, { pointerType: 'mouse' });
    act(() => vi.advanceTimersByTime(NAV_CLOSE_DELAY_MS - 1));
    expect(expanded('one')).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(expanded('one')).toBe('false');
    // Within the skip window the next menu opens at once.
    fireEvent.pointerEnter(screen.getByRole('button', { name: 'two' }), { pointerType: 'mouse' });
    expect(expanded('two')).toBe('true');
  });

  it('toggles on click and closes with Escape', () => {
    render(<Menu />);
    fireEvent.click(screen.getByRole('button', { name: 'one' }));
    expect(expanded('one')).toBe('true');
    fireEvent.keyDown(screen.getByText('one link'), { key: 'Escape' });
    expect(expanded('one')).toBe('false');
  });
});
