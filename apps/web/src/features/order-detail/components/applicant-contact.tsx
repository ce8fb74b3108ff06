import type { OrderDetail } from '@extranet/shared/schemas/order';
import { orderDetailTexts as t } from '../order-detail-texts';

type Applicant = NonNullable<OrderDetail['user']>;

/**
 * The applicant's name, phone and e-mail: manager mode only
 * (docs/product/requests.md#order-detail).
 */
export function ApplicantContact({ user }: { user: Applicant }) {
  const name = [user.name, user.surname].filter(Boolean).join(' ');
  return (
    <section className="detail-block" aria-labelledby="detail-applicant-heading">
      <h2 id="detail-applicant-heading" className="detail-block__title">
        {t.applicantHeading}
      </h2>
      <dl className="detail-facts">
        <dt>{t.applicantName}</dt>
        <dd>{name || t.none}</dd>
        <dt>{t.applicantPhone}</dt>
        <dd>
          {user.phone ? <a href={`tel:${user.phone.replace(/\s+/g, '')}`}>{user.phone}</a> : t.none}
        </dd>
        <dt>{t.applicantEmail}</dt>
        <dd>{user.email ? <a href={`mailto:${user.email}`}>{user.email}</a> : t.none}</dd>
      </dl>
    </section>
  );
}
