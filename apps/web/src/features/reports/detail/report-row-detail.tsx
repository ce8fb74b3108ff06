import type { ReportRow } from '@extranet/shared/reports/list-reply';
import { dateTimeText } from '@/shared/day-text';
import {
  fieldText,
  MAX_MANAGEMENT_PAIRS,
  MAX_REQUEST_PAIRS,
  rowPairs,
  type Pair,
} from '../report-row';
import { reportTexts as t } from '../report-texts';
import { DetailList } from './detail-list';
import { EntityUsers } from './entity-users';
import { PairValue } from './pair-value';

const pairItems = (orderId: number, pairs: Pair[]) =>
  pairs.map((pair) => ({
    label: pair.label,
    value: <PairValue orderId={orderId} value={pair.value} />,
  }));

/**
 * One order as the reports read it (docs/product/reporting.md#row-detail): the activity as title,
 * 'Solicitud: {id}' with its date and time, the applicant, the entity if any (and, for role 2+,
 * its users), the state, the request pairs, then 'DATOS DE GESTIÓN' with the activity's
 * management text and the management pairs.
 */
export function ReportRowDetail({
  row,
  orderId,
  showEntityUsers,
}: {
  row: ReportRow;
  orderId: number;
  showEntityUsers: boolean;
}) {
  const text = (key: string) => fieldText(row, key);
  const date = text('date');
  const entityId = typeof row.entityId === 'number' ? row.entityId : undefined;
  const requestPairs = rowPairs(row, '', MAX_REQUEST_PAIRS);
  const managementPairs = rowPairs(row, 'management', MAX_MANAGEMENT_PAIRS);
  const managementData = text('managementData').trim();

  return (
    <>
      <h1 className="page-title">{text('activityName')}</h1>
      <p className="report-detail__order">
        <strong>{t.order(orderId)}</strong>
        {date && <span>{dateTimeText(date)}</span>}
      </p>

      <section className="report-detail__block" aria-labelledby="report-applicant">
        <h2 id="report-applicant" className="report-detail__heading">
          {t.applicant}
        </h2>
        <DetailList
          items={[
            { label: t.applicantName, value: text('userName') },
            { label: t.applicantSurname, value: text('userSurname') },
            { label: t.applicantDni, value: text('userDni') },
            { label: t.applicantPhone, value: text('userPhone') },
            { label: t.applicantMail, value: text('userMail') },
          ]}
        />
      </section>

      {text('entityName') && (
        <section className="report-detail__block" aria-labelledby="report-entity">
          <h2 id="report-entity" className="report-detail__heading">
            {t.entityHeading}
          </h2>
          <DetailList
            items={[
              { label: t.entityName, value: text('entityName') },
              { label: t.entityCif, value: text('entityCif') },
              { label: t.entityAddress, value: text('entityAddress') },
              { label: t.entityCity, value: text('entityCity') },
              { label: t.entityCouncil, value: text('entityCouncil') },
              { label: t.entityPostalCode, value: text('entityPostalCode') },
            ]}
          />
        </section>
      )}
      <EntityUsers entityId={entityId} visible={showEntityUsers} />

      <section className="report-detail__block" aria-labelledby="report-request">
        <h2 id="report-request" className="report-detail__heading">
          {t.requestData}
        </h2>
        <DetailList
          items={[
            { label: t.stateLabel, value: text('state') },
            ...pairItems(orderId, requestPairs),
          ]}
        />
      </section>

      <section className="report-detail__block" aria-labelledby="report-management">
        <h2 id="report-management" className="report-detail__heading">
          {t.management}
        </h2>
        {managementData && <p className="report-detail__management">{managementData}</p>}
        <DetailList items={pairItems(orderId, managementPairs)} />
      </section>
    </>
  );
}
