import type { ReactNode } from 'react';

/** A link that opens in a new tab and says so to screen-reader users. */
export function ExternalLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer">
      {children}
      <span className="visually-hidden"> (se abre en una ventana nueva)</span>
    </a>
  );
}
