import { PlusOutlined } from '@ant-design/icons';
import { messages } from '@extranet/shared/messages';
import { Role } from '@extranet/shared/roles';
import { Button } from 'antd';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CardList } from '@/shared/card-list/card-list';
import { lazyPart } from '@/shared/lazy-part';
import { FooterFilterPanel } from '@/shared/components/footer-filter-panel';
import { PageTitle } from '@/shared/components/page-title';
import { paths } from '@/shared/paths';
import { toast } from '@/shared/toast';
import { useCampaignList, type CampaignViewer } from '../api';
import {
  defaultCampaignFilter,
  isCampaignFilterActive,
  type CampaignFilter,
} from '../campaign-filter';
import { campaignTexts as t } from '../campaign-texts';
import { useCampaignActions } from '../use-campaign-actions';
import { CampaignGrid } from './campaign-grid';

// The filter's fields load when the panel first opens (FooterFilterPanel): the list comes first.
const { Part: CampaignFilterFields, preload: preloadFilterFields } = lazyPart(
  () => import('./campaign-filter-fields'),
  'CampaignFilterFields',
);

/**
 * 'CAMPAÑAS' (docs/product/accounts.md#main): title, 'Nueva campaña' for role 2+, the cards with
 * infinite scroll (60 %, docs/product/README.md#constants-and-limits) and a 'Cargar más' fallback,
 * then the filter panel at the foot.
 */
export function CampaignBrowser({
  viewer,
  preset,
}: {
  viewer: CampaignViewer;
  preset: CampaignFilter;
}) {
  const [filter, setFilter] = useState(preset);
  // A new key empties the 'Buscar' box when the filters are cleared.
  const [fieldsKey, setFieldsKey] = useState(0);
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const list = useCampaignList(viewer, filter);
  const actions = useCampaignActions();
  const isAdmin = viewer.role >= Role.Admin;

  const clearFilters = () => {
    setFilter(defaultCampaignFilter);
    setFieldsKey((key) => key + 1);
    toast.success(messages.filterCleared);
    // The preset routes would preset their filter again on a reload.
    if (pathname !== paths.main) navigate(paths.main, { replace: true });
  };

  return (
    <section className="page campaign-page">
      <div className="campaign-page__head">
        <PageTitle>{t.title}</PageTitle>
        {isAdmin && (
          <Button
            type="primary"
            icon={<PlusOutlined aria-hidden />}
            loading={actions.creating}
            onClick={actions.createCampaign}
          >
            {t.newCampaign}
          </Button>
        )}
      </div>

      <CardList list={list} texts={t}>
        {(campaigns) => <CampaignGrid campaigns={campaigns} viewer={viewer} actions={actions} />}
      </CardList>

      <FooterFilterPanel
        label={t.filtersLabel}
        active={isCampaignFilterActive(filter)}
        onClear={clearFilters}
        preload={preloadFilterFields}
      >
        <CampaignFilterFields
          key={fieldsKey}
          filter={filter}
          onChange={setFilter}
          showActive={viewer.role >= Role.Supervisor}
        />
      </FooterFilterPanel>
    </section>
  );
}
