import type { ReactNode } from 'react';

/** A headed block of the activity's information on the request form (description, requirements). */
export function InfoBlock({
  id,
  heading,
  children,
}: {
  id: string;
  heading: string;
  children: ReactNode;
}) {
  return (
    <section className="order-info__block" aria-labelledby={id}>
      <h2 id={id} className="order-info__heading">
        {heading}
      </h2>
      {children}
    </section>
  );
}

/**
 * Rich text of the activity, sanitized by the API's allow-list before it was stored
 * (docs/exports-text-and-time.md#rich-text-sanitize-html-with-the-allow-list).
 */
export function RichText({ html }: { html: string }) {
  return <div className="rich-text" dangerouslySetInnerHTML={{ __html: html }} />;
}
