import { messages } from '@extranet/shared/messages';
import { Spin } from 'antd';
import { ListLoadError, loadFailureOf } from '@/shared/components/list-load-error';
import { useLinkedEntities } from '../api';
import { userEditorTexts as t } from '../user-editor-texts';
import { LinkedEntityItem } from './linked-entity-item';

/**
 * The user's linked entities (docs/product/administration-and-analytics.md#user-editor,
 * `entity/list-historical/for-user/{id}`): current links first, then ended ones, each opening the
 * entity editor.
 */
export function LinkedEntities({ userId }: { userId: number }) {
  const entities = useLinkedEntities(userId);
  const failure = loadFailureOf(entities);
  return (
    <section className="editor-block" aria-labelledby="linked-entities-heading">
      <h2 id="linked-entities-heading" className="editor-block__title">
        {t.entitiesHeading}
      </h2>
      {entities.isPending && <Spin />}
      {failure && <ListLoadError failure={failure} />}
      {entities.data?.length === 0 && <p>{messages.noResults}</p>}
      {entities.data && entities.data.length > 0 && (
        <ul className="linked-list">
          {entities.data.map((item) => (
            <LinkedEntityItem key={item.id} item={item} />
          ))}
        </ul>
      )}
    </section>
  );
}
