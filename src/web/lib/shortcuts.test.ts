import { afterEach, describe, expect, it } from 'vitest';
import { readerIsBusy } from './keyboard.ts';
import { setShortcutsEnabled, setShortcutUser, shortcutAllowed, shortcutsEnabled } from './shortcuts.ts';

function element(html: string): HTMLElement {
  const host = document.createElement('div');
  host.innerHTML = html;
  document.body.append(host);
  return host.firstElementChild as HTMLElement;
}

afterEach(() => {
  document.body.innerHTML = '';
  window.getSelection()?.removeAllRanges();
  localStorage.clear();
  setShortcutUser(null);
});

describe('readerIsBusy: no shortcut acts while the reader types or has text selected', () => {
  it('is busy when the key goes to, or the focus is in, an input, textarea, select or contenteditable', () => {
    for (const html of ['<input>', '<input type="search">', '<textarea></textarea>', '<select><option>a</option></select>']) {
      const field = element(html);
      expect(readerIsBusy({ target: field, activeElement: document.body, selectedText: '' }), `${html} as target`).toBe(true);
      expect(readerIsBusy({ target: document.body, activeElement: field, selectedText: '' }), `${html} focused`).toBe(true);
    }
    // jsdom does not compute isContentEditable; a stand-in that says what a browser says.
    const editable = element('<div></div>');
    Object.defineProperty(editable, 'isContentEditable', { value: true });
    expect(readerIsBusy({ target: editable, activeElement: document.body, selectedText: '' })).toBe(true);
  });

  it('is busy while text is selected, whatever has the focus', () => {
    expect(readerIsBusy({ target: document.body, activeElement: document.body, selectedText: 'Net present value' })).toBe(true);
  });

  it('is not busy on a page with nothing selected and the focus on a button or a link', () => {
    expect(readerIsBusy({ target: element('<button>Run</button>'), activeElement: document.body, selectedText: '' })).toBe(false);
    expect(readerIsBusy({ target: document.body, activeElement: element('<a href="/x">x</a>'), selectedText: '' })).toBe(false);
    expect(readerIsBusy({ target: null, activeElement: null, selectedText: ' \n' })).toBe(false);
  });
});

describe('the shortcuts setting', () => {
  it('is on by default, and off only for the user who turned it off', () => {
    setShortcutUser('alice');
    expect(shortcutsEnabled()).toBe(true);
    setShortcutsEnabled(false);
    expect(shortcutsEnabled()).toBe(false);
    setShortcutUser('bob');
    expect(shortcutsEnabled()).toBe(true);
    setShortcutUser('alice');
    setShortcutsEnabled(true);
    expect(shortcutsEnabled()).toBe(true);
    expect(JSON.parse(localStorage.getItem('keyboard-shortcuts-off') ?? 'null')).toEqual([]);
  });

  it('reads damaged storage as on', () => {
    localStorage.setItem('keyboard-shortcuts-off', '{not json');
    setShortcutUser('alice');
    expect(shortcutsEnabled()).toBe(true);
  });

  it('shortcutAllowed combines the setting and the reading state of the page', () => {
    setShortcutUser('alice');
    const button = element('<button>Run</button>');
    expect(shortcutAllowed({ target: button })).toBe(true);
    const paragraph = element('<p>Internal rate of return</p>');
    const range = document.createRange();
    range.selectNodeContents(paragraph);
    window.getSelection()?.addRange(range);
    expect(shortcutAllowed({ target: button })).toBe(false);
    window.getSelection()?.removeAllRanges();
    setShortcutsEnabled(false);
    expect(shortcutAllowed({ target: button })).toBe(false);
  });
});
