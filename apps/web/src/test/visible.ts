import { expect } from 'vitest';

declare module 'vitest' {
  // The type parameter as vitest declares it, so the declarations merge.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  interface Matchers<T = any> {
    /**
     * The element is in the document and neither it nor any ancestor is hidden (the `hidden`
     * attribute, `display: none`, `visibility: hidden` or `opacity: 0`). A found element proves
     * only that it was rendered; this is what the user sees.
     */
    toBeVisible: () => T;
  }
}

const named = (element: Element) => {
  const text = element.textContent?.trim().slice(0, 40);
  return `<${element.tagName.toLowerCase()}>${text ? ` "${text}"` : ''}`;
};

/** Why the element cannot be seen, or undefined when it can. */
function hiddenBecause(element: Element): string | undefined {
  if (!element.isConnected) return 'it is not in the document';
  for (let node: Element | null = element; node; node = node.parentElement) {
    if (node.hasAttribute('hidden')) return `${named(node)} has the hidden attribute`;
    const style = window.getComputedStyle(node);
    if (style.display === 'none') return `${named(node)} has display: none`;
    if (style.visibility === 'hidden' || style.visibility === 'collapse')
      return `${named(node)} has visibility: ${style.visibility}`;
    if (style.opacity === '0') return `${named(node)} has opacity: 0`;
  }
  return undefined;
}

expect.extend({
  toBeVisible(received: unknown) {
    if (!(received instanceof Element))
      return { pass: false, message: () => `expected an element, got ${String(received)}` };
    const reason = hiddenBecause(received);
    return {
      pass: reason === undefined,
      message: () =>
        reason === undefined
          ? `expected ${named(received)} not to be visible`
          : `expected ${named(received)} to be visible, but ${reason}`,
    };
  },
});
