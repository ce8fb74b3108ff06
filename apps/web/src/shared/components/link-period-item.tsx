import { Tag } from 'antd';
import { Link } from 'react-router';
import { dayText } from '@/shared/day-text';

/** A user–entity link as both editors' lists give it. */
interface LinkPeriod {
  text: string;
  isActive: boolean;
  since: string;
  until: string | null;
}

interface LinkPeriodItemProps {
  /** The editor of the other side of the link, and the state that editor reads. */
  to: string;
  state: unknown;
  link: LinkPeriod;
  /** The feature's words: the tag of a current and an ended link, 'Desde' and 'Hasta'. */
  texts: { active: string; ended: string; since: string; until: string };
}

/**
 * One user–entity link of the editors (an entity's users, a user's entities): the other side
 * opening its editor, whether the link is current, and since and until when.
 */
export function LinkPeriodItem({ to, state, link, texts }: LinkPeriodItemProps) {
  const { text, isActive, since, until } = link;
  return (
    <li className="linked-list__item">
      <Link to={to} state={state} className="linked-list__link">
        {text}
      </Link>
      <span className="linked-list__facts">
        <Tag className={isActive ? 'status-tag status-tag--active' : 'status-tag'}>
          {isActive ? texts.active : texts.ended}
        </Tag>
        <span>
          {texts.since} {dayText(since)}
        </span>
        {until && (
          <span>
            {texts.until} {dayText(until)}
          </span>
        )}
      </span>
    </li>
  );
}
