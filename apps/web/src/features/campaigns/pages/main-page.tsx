import { messages } from '@extranet/shared/messages';
import { Empty } from 'antd';
import { PageTitle } from '@/shared/components/page-title';

/** `/main`: the campaign list (the list itself arrives with the campaigns issue). */
export function MainPage() {
  return (
    <section className="page">
      <PageTitle>CAMPAÑAS</PageTitle>
      <Empty description={messages.noResults} />
    </section>
  );
}
