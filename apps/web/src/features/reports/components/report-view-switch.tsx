import { NavLink } from 'react-router';
import { paths } from '@/shared/paths';
import { reportTexts as t } from '../report-texts';

/**
 * 'Informes | Históricos' (docs/product/reporting.md#screens): links between the two views of the
 * screen, shown as a segmented control; the current one is marked for assistive tech too.
 */
export function ReportViewSwitch() {
  return (
    <nav className="report-views" aria-label={t.views}>
      <NavLink to={paths.reportsView} className="report-views__item">
        {t.current}
      </NavLink>
      <NavLink to={paths.reportsHistoricView} className="report-views__item">
        {t.historic}
      </NavLink>
    </nav>
  );
}
