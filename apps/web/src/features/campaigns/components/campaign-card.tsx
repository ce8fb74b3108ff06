import {
  CopyOutlined,
  DeleteOutlined,
  EditOutlined,
  PictureOutlined,
  RightOutlined,
} from '@ant-design/icons';
import type { CampaignListItem } from '@extranet/shared/schemas/campaign';
import { Button, Switch } from 'antd';
import type { MouseEvent } from 'react';
import { cardImageLoading } from '@/shared/components/card-image-loading';
import { campaignTexts as t, displayDate } from '../campaign-texts';

export interface CampaignCardProps {
  campaign: CampaignListItem;
  /**
   * Role 2+: the active switch, clone and delete (docs/product/README.md#roles-and-permissions).
   */
  canAdmin: boolean;
  /** Role 2+ or the campaign's supervisor (docs/product/README.md#roles-and-permissions). */
  canEdit: boolean;
  /** The active switch is being saved. */
  toggling?: boolean;
  onOpen: (campaign: CampaignListItem) => void;
  onToggleActive: (campaign: CampaignListItem, active: boolean) => void;
  onEdit: (campaign: CampaignListItem) => void;
  onClone: (campaign: CampaignListItem) => void;
  onDelete: (campaign: CampaignListItem) => void;
  /** The list's first card: its image is asked for at once (cardImageLoading). */
  firstOnScreen?: boolean;
}

/** Clicks on the card's own controls do not also open the campaign. */
const fromControl = (event: MouseEvent) =>
  event.target instanceof Element &&
  event.target.closest('button, a, input, label, [role="switch"]');

/** One campaign of /main: image, name, dates, edition, description and its actions. */
export function CampaignCard({
  campaign,
  canAdmin,
  canEdit,
  toggling = false,
  onOpen,
  onToggleActive,
  onEdit,
  onClone,
  onDelete,
  firstOnScreen = false,
}: CampaignCardProps) {
  const { name } = campaign;
  const hasDates = Boolean(campaign.startDate && campaign.endDate);

  return (
    <article
      className={`list-card${campaign.active ? '' : ' list-card--inactive'}`}
      onClick={(event) => {
        if (!fromControl(event)) onOpen(campaign);
      }}
    >
      <div className="list-card__media">
        {campaign.imageUrl ? (
          <img src={campaign.imageUrl} alt={name} {...cardImageLoading(firstOnScreen)} />
        ) : (
          <div className="list-card__placeholder" role="img" aria-label={name}>
            <PictureOutlined aria-hidden />
          </div>
        )}
        {/* docs/product/accounts.md#main: the state in words, not only by colour (WCAG 1.4.1). */}
        {!campaign.active && <span className="list-card__watermark">{t.inactive}</span>}
      </div>
      <div className="list-card__body">
        <h2 className="list-card__name">{name}</h2>
        {hasDates && (
          <p className="list-card__meta">
            {t.dates(displayDate(campaign.startDate), displayDate(campaign.endDate))}
          </p>
        )}
        {campaign.edition && <p className="list-card__meta">{t.edition(campaign.edition)}</p>}
        {campaign.description && (
          <p className="campaign-card__description">{campaign.description}</p>
        )}
      </div>
      <div className="list-card__actions">
        <Button
          type="primary"
          icon={<RightOutlined aria-hidden />}
          onClick={() => onOpen(campaign)}
        >
          {t.viewActivities}
        </Button>
        {canAdmin && (
          <label className="list-card__switch">
            <Switch
              checked={campaign.active}
              loading={toggling}
              aria-label={t.activeSwitchLabel(name)}
              onChange={(checked) => onToggleActive(campaign, checked)}
            />
            <span aria-hidden>{t.active}</span>
          </label>
        )}
        {(canEdit || canAdmin) && (
          <div className="list-card__tools">
            {canEdit && (
              <Button
                icon={<EditOutlined aria-hidden />}
                aria-label={`${t.edit} ${name}`}
                onClick={() => onEdit(campaign)}
              >
                {t.edit}
              </Button>
            )}
            {canAdmin && (
              <Button
                icon={<CopyOutlined aria-hidden />}
                aria-label={`${t.clone} ${name}`}
                onClick={() => onClone(campaign)}
              >
                {t.clone}
              </Button>
            )}
            {canAdmin && (
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                aria-label={`${t.remove} ${name}`}
                onClick={() => onDelete(campaign)}
              >
                {t.remove}
              </Button>
            )}
          </div>
        )}
      </div>
    </article>
  );
}
