import { useCentres } from '../api';
import { entityEditorTexts as t } from '../entity-editor-texts';
import { CentreItem } from './centre-item';

/**
 * The entity's group (docs/product/administration-and-analytics.md#entity-editor,
 * `entity/list-center-data/{id}`): the main entity first, marked '(Entidad Principal)', then its
 * centres by name; each opens its own editor. A lone entity (a group of one, itself) shows nothing.
 */
export function CentreList({ entityId }: { entityId: number }) {
  const centres = useCentres(entityId);
  if (!centres.data || centres.data.length < 2) return null;
  return (
    <section className="editor-block" aria-labelledby="entity-centres-heading">
      <h2 id="entity-centres-heading" className="editor-block__title">
        {t.centresHeading}
      </h2>
      <ul className="linked-list">
        {centres.data.map((centre) => (
          <CentreItem key={centre.id} centre={centre} current={centre.id === entityId} />
        ))}
      </ul>
    </section>
  );
}
