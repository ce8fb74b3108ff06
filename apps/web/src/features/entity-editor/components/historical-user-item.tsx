import type { HistoricalUser } from '@extranet/shared/schemas/entity-admin';
import { userEditorHref, type UserEditorState } from '@/shared/admin-links';
import { LinkPeriodItem } from '@/shared/components/link-period-item';
import { entityEditorTexts as t } from '../entity-editor-texts';

const texts = { active: t.userActive, ended: t.userEnded, since: t.since, until: t.until };

/** One user of the entity: its name and DNI opening its editor, whether it still represents it. */
export function HistoricalUserItem({ item }: { item: HistoricalUser }) {
  const { user } = item;
  const state: UserEditorState = {
    userItem: { id: user.id, name: user.name, surname: user.surname },
  };
  return <LinkPeriodItem to={userEditorHref(user.id)} state={state} link={item} texts={texts} />;
}
