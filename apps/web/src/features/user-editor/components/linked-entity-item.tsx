import type { HistoricalEntity } from '@extranet/shared/schemas/entity-admin';
import { entityEditorHref, type EntityEditorState } from '@/shared/admin-links';
import { LinkPeriodItem } from '@/shared/components/link-period-item';
import { userEditorTexts as t } from '../user-editor-texts';

const texts = { active: t.active, ended: t.ended, since: t.since, until: t.until };

/** One linked entity: its name and CIF opening its editor, whether the link is current, dates. */
export function LinkedEntityItem({ item }: { item: HistoricalEntity }) {
  const state: EntityEditorState = { entityItem: { id: item.entity.id, name: item.entity.name } };
  return (
    <LinkPeriodItem to={entityEditorHref(item.entity.id)} state={state} link={item} texts={texts} />
  );
}
