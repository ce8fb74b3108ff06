import { SearchOutlined } from '@ant-design/icons';
import { messages } from '@extranet/shared/messages';
import { cleanCif } from '@extranet/shared/validators/cif';
import { Button, Input } from 'antd';
import { Suspense, useId, useState, type KeyboardEvent } from 'react';
import { loadFailureOf } from '@/shared/components/list-load-error';
import { useEntitySearch, useEntitySearchTotal, type EntitySearch as Search } from './api';
import { cifSearchTerm } from './entity-cif';
import { Spinner } from '@/shared/components/spinner';
import { lazyPart } from '@/shared/lazy-part';
import type { EntityAction } from './entity-results';
import { entityTexts as t } from './entity-texts';
import './entity-search.css';

interface EntitySearchProps {
  /** The search's legend; `legendHidden` where the screen already shows it (the dialog's tab). */
  legend: string;
  legendHidden?: boolean;
  /** The targets the search is narrowed to (the request form: the activity's); none: every one. */
  targets?: readonly number[];
  /**
   * The CIF the search starts with, searched at once: the entity a request proposed, which then
   * shows before anyone creates it twice.
   */
  startCif?: string;
  /** What each entity found offers. */
  action: EntityAction;
}

const NO_TARGETS: readonly number[] = [];

// Loaded with the first search: antd's table is not needed to fill in the request form before
// then (docs/architecture.md#performance-on-phones).
const { Part: EntityResults } = lazyPart(() => import('./entity-results'), 'EntityResults');

/**
 * Enter in a search box searches; it must not send the form around it (the request form), nor
 * anything else.
 */
const onEnter = (run: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return;
  event.preventDefault();
  run();
};

/**
 * The entity search of the request form and of the order detail's entity dialog
 * (docs/product/requests.md#entities-on-a-request): by name (Buscar or Enter), or by CIF as
 * soon as the typed CIF has more than 7 characters without dashes; 10 results a page, each with
 * the screen's action. A fieldset rather than a form, since the request form's search sits
 * inside the request's own form.
 */
export function EntitySearch(props: EntitySearchProps) {
  const { legend, legendHidden = false, targets = NO_TARGETS, startCif = '', action } = props;
  const ids = useId();
  const [name, setName] = useState('');
  const [cif, setCif] = useState(startCif);
  const [search, setSearch] = useState<Search | null>(() => {
    const first = cleanCif(startCif);
    return first ? { name: '', cif: first, page: 0, targets } : null;
  });
  const results = useEntitySearch(search);
  const total = useEntitySearchTotal(search);

  const searchName = () => {
    const text = name.trim();
    if (text) setSearch({ name: text, cif: '', page: 0, targets });
  };
  const typeCif = (text: string) => {
    setCif(text);
    const term = cifSearchTerm(text);
    if (term && term !== search?.cif) setSearch({ name: '', cif: term, page: 0, targets });
  };

  return (
    <fieldset className="entity-search">
      <legend className={legendHidden ? 'visually-hidden' : 'entity-search__legend'}>
        {legend}
      </legend>
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
        <Suspense fallback={<Spinner />}>
          <EntityResults
            items={results.data?.items ?? []}
            loading={results.isFetching}
            failure={loadFailureOf(results)}
            emptyText={messages.noResults}
            page={search.page}
            total={total}
            onPage={(page) => setSearch({ ...search, page })}
            action={action}
          />
        </Suspense>
      )}
    </fieldset>
  );
}
