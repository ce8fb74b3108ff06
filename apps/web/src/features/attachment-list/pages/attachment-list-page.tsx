import { DownloadOutlined } from '@ant-design/icons';
import type { AttachmentListItem } from '@extranet/shared/schemas/order-list';
import { Button } from 'antd';
import type { ColumnType } from 'antd/es/table';
import { loadFailureOf } from '@/shared/components/list-load-error';
import { PageTitle } from '@/shared/components/page-title';
import { useOrderStates } from '@/shared/order-lists/api';
import { orderColumns } from '@/shared/order-lists/order-columns';
import { OrderFilterFields } from '@/shared/order-lists/order-filter-fields';
import { OrderFilterPanel } from '@/shared/order-lists/order-filter-panel';
import { orderListTexts as shared } from '@/shared/order-lists/order-list-texts';
import { OrderTable } from '@/shared/order-lists/order-table';
import { useOpenOrder } from '@/shared/order-lists/use-open-order';
import { useDownloadAttachment } from '../api';
import { attachmentListTexts as t } from '../attachment-list-texts';
import { AttachmentLink } from '../components/attachment-link';
import { useAttachmentList } from '../use-attachment-list';

const noStates: never[] = [];

/**
 * /attachmentlist 'GESTIÓN DE ADJUNTOS' (role 1+, docs/product/requests.md#attachment-list): the
 * stored files of the requests in scope, filtered like the order list (by the attachment's name
 * instead of the applicant's), each downloadable; a row opens its order in manager mode.
 */
export function AttachmentListPage() {
  const list = useAttachmentList();
  const states = useOrderStates();
  const openOrder = useOpenOrder('manager');
  const download = useDownloadAttachment();
  const { filter, total } = list;

  const attachmentColumn: ColumnType<AttachmentListItem> = {
    key: 'attachment',
    title: shared.attachment,
    render: (_, row) => (
      <AttachmentLink
        file={row.file}
        downloading={download.isPending && download.variables.id === row.file.id}
        onDownload={(file) => download.mutate(file)}
      />
    ),
  };

  return (
    <section className="page attachment-list-page">
      <PageTitle>{t.title}</PageTitle>
      <OrderFilterPanel
        label={t.filtersLabel}
        active={filter.active}
        stale={filter.stale}
        onApply={list.apply}
        onClear={filter.clear}
        actions={
          <Button
            icon={<DownloadOutlined aria-hidden />}
            loading={list.exporting}
            onClick={list.exportCsv}
          >
            {shared.export}
          </Button>
        }
      >
        <OrderFilterFields
          values={filter.draft}
          onChange={filter.setDraft}
          tree={list.tree}
          treeLoading={list.treeLoading}
          entityNames={list.entityNames}
          states={states.data ?? noStates}
          nameFilter="attachment"
        />
      </OrderFilterPanel>

      <p className="order-list__summary" role="status">
        {total !== undefined && <span>{t.count(total)}</span>}
      </p>

      <OrderTable<AttachmentListItem>
        label={t.tableLabel}
        rows={list.rows}
        rowKey={(row) => row.file.id}
        columns={[...orderColumns<AttachmentListItem>(filter.sort, true), attachmentColumn]}
        loading={list.result.isFetching}
        page={filter.page}
        total={total}
        onPage={filter.setPage}
        onSort={filter.setSort}
        onOpen={openOrder}
        failure={loadFailureOf(list.result)}
      />
    </section>
  );
}
