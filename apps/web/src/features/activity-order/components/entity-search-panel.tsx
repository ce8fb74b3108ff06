import { SearchOutlined } from '@ant-design/icons';
import type { Entity, EntityPage } from '@extranet/shared/schemas/entity';
import { messages } from '@extranet/shared/messages';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Input } from 'antd';
import { useId, useState, type KeyboardEvent } from 'react';
import { loadFailureOf } from '@/shared/components/list-load-error';
import { orderFormKeys, useEntitySearch, type EntitySearch } from '../api';
import { cifSearchTerm } from '../entity-rules';
import { orderTexts as t } from '../order-texts';
import { EntityResults } from './entity-results';

interface EntitySearchPanelProps {
  targets: readonly number[];
  chosenId: number | undefined;
  onChoose: (entity: Entity) => void;
}

/** Enter in a search box searches; it must not send the whole request. */
const onEnter = (run: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  run();
};

/**
 * The entity search of the request form (docs/product/requests.md#entities-on-a-request): by name
 * (Buscar or Enter), or by CIF as soon as the typed CIF has more than 7 characters without dashes;
 * 10 results a page.
 */
export function EntitySearchPanel({ targets, chosenId, onChoose }: EntitySearchPanelProps) {
  const ids = useId();
  const qc = useQueryClient();
  const [name, setName] = useState('');
  const [cif, setCif] = useState('');
  const [search, setSearch] = useState<EntitySearch | null>(null);
  const results = useEntitySearch(search);

  const searchName = () => {
    const text = name.trim();
    if (text) setSearch({ name: text, cif: '', page: 0, targets });
  };
  const typeCif = (text: string) => {
    setCif(text);
    const term = cifSearchTerm(text);
    if (term && term !== search?.cif) setSearch({ name: '', cif: term, page: 0, targets });
  };
  // docs/api-conventions.md#campaign-and-activity-lists: the total comes with page 0 only.
  const total = search
    ? (qc.getQueryData<EntityPage>(orderFormKeys.entitySearch({ ...search, page: 0 }))?.total ?? 0)
    : 0;

  return (
    <fieldset className="entity-search">
      <legend className="entity-picker__legend">{t.searchHeading}</legend>
      <div className="entity-search__fields">
        <div className="entity-search__field">
          <label htmlFor={`${ids}-name`}>{t.searchName}</label>
          <div className="entity-search__row">
            <Input
              id={`${ids}-name`}
              value={name}
              onChange={(event) => setName(event.target.value)}
              onKeyDown={onEnter(searchName)}
            />
            <Button icon={<SearchOutlined aria-hidden />} onClick={searchName}>
              {t.search}
            </Button>
          </div>
        </div>
        <div className="entity-search__field">
          <label htmlFor={`${ids}-cif`}>{t.searchCif}</label>
          <Input
            id={`${ids}-cif`}
            value={cif}
            aria-describedby={`${ids}-cif-hint`}
            onChange={(event) => typeCif(event.target.value)}
            onKeyDown={onEnter(() => typeCif(cif))}
          />
          <span id={`${ids}-cif-hint`} className="entity-search__hint">
            {t.searchCifHint}
          </span>
        </div>
      </div>
      {search && (
        <EntityResults
          items={results.data?.items ?? []}
          loading={results.isFetching}
          failure={loadFailureOf(results)}
          emptyText={messages.noResults}
          page={search.page}
          total={total}
          chosenId={chosenId}
          onPage={(page) => setSearch({ ...search, page })}
          onChoose={onChoose}
        />
      )}
    </fieldset>
  );
}
