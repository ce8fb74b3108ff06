import { messages } from '@extranet/shared/messages';
import { PageTitle } from '@/shared/components/page-title';

/** Screens of later issues: their title and a notice. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="page">
      <PageTitle>{title}</PageTitle>
      <p>{messages.underConstruction}</p>
    </section>
  );
}
