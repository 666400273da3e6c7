import { useEffect, type RefObject } from 'react';

const focusableSelector = [
  'a[href]',
  'button:not([disabled])',
  'input:not([disabled]):not([type="hidden"])',
  'select:not([disabled])',
  'textarea:not([disabled])',
  'iframe',
  '[tabindex]:not([tabindex="-1"])',
  '[contenteditable="true"]',
].join(',');

const fieldSelector = 'input:not([type="hidden"]):not([type="checkbox"]):not([type="radio"]), select, textarea';

/** Open traps, innermost last: only the top one holds focus, so stacked dialogs do not fight. */
const trapStack: HTMLElement[] = [];

export function focusableElements(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(isShown);
}

function isShown(element: HTMLElement): boolean {
  return !element.closest('[hidden], [inert]');
}

/**
 * Keeps keyboard focus inside the container while it is mounted (UX.md keyboard access):
 * focuses `[data-autofocus]`, else the first text field, else the first control; wraps Tab and Shift+Tab, pulls stray focus
 * back, and on unmount returns focus to the element that had it before.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const container = ref.current;
    if (!container) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    trapStack.push(container);
    const isTop = () => trapStack.at(-1) === container;
    // A form's first field, not the header's Close: a player opens sign-in to type (WCAG 2.4.3).
    const first = () => {
      const autofocus = [...container.querySelectorAll<HTMLElement>('[data-autofocus]')].find(isShown);
      if (autofocus) return autofocus;
      const focusable = focusableElements(container);
      return focusable.find((element) => element.matches(fieldSelector)) ?? focusable[0];
    };
    (first() ?? container).focus();

    const onFocusIn = (event: FocusEvent) => {
      if (!isTop() || (event.target instanceof Node && container.contains(event.target))) return;
      (first() ?? container).focus();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || !isTop()) return;
      const items = focusableElements(container);
      const head = items[0];
      const tail = items.at(-1);
      if (!head || !tail) {
        event.preventDefault();
        container.focus();
        return;
      }
      const active = document.activeElement;
      if (event.shiftKey && (active === head || active === container)) {
        event.preventDefault();
        tail.focus();
      } else if (!event.shiftKey && active === tail) {
        event.preventDefault();
        head.focus();
      }
    };
    document.addEventListener('focusin', onFocusIn);
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('focusin', onFocusIn);
      document.removeEventListener('keydown', onKeyDown);
      const index = trapStack.lastIndexOf(container);
      if (index >= 0) trapStack.splice(index, 1);
      if (previous?.isConnected) previous.focus();
    };
  }, [ref]);
}
