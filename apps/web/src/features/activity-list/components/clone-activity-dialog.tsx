import type { ActivityNameItem } from '@extranet/shared/schemas/activity';
import { limits } from '@extranet/shared/limits';
import { messages } from '@extranet/shared/messages';
import { Button, Input, Modal, Table } from 'antd';
import { useState } from 'react';
import { ListLoadError, loadFailureOf } from '@/shared/components/list-load-error';
import { activityTexts as t } from '../activity-texts';
import { useActivitiesByName } from '../api';

/**
 * 'Clonar actividad' (docs/product/campaigns-and-activities.md#activity-list): searches activities
 * by name and lists campaign and activity, 10 a page; 'Clonar' on a row copies it into this
 * campaign and closes the dialog.
 */
export function CloneActivityDialog({
  open,
  onClose,
  onClone,
  cloningId,
}: {
  open: boolean;
  onClose: () => void;
  /** Resolves true when the copy was made. */
  onClone: (idActivity: number) => Promise<boolean>;
  cloningId: number | null;
}) {
  const [name, setName] = useState('');
  const [page, setPage] = useState(0);
  const found = useActivitiesByName(name, page, open);
  const failure = loadFailureOf(found);
  const [total, setTotal] = useState(0);
  if (found.data?.total !== null && found.data?.total !== undefined && found.data.total !== total)
    setTotal(found.data.total);

  const columns = [
    {
      title: t.cloneCampaign,
      key: 'campaign',
      render: (_: unknown, row: ActivityNameItem) => row.campaign.name,
    },
    {
      title: t.cloneActivityColumn,
      key: 'activity',
      render: (_: unknown, row: ActivityNameItem) =>
        row.complement ? `${row.name} (${row.complement})` : row.name,
    },
    {
      title: t.cloneAction,
      key: 'action',
      render: (_: unknown, row: ActivityNameItem) => (
        <Button
          size="small"
          loading={cloningId === row.id}
          disabled={cloningId !== null}
          aria-label={`${t.cloneChoose} ${row.name}`}
          onClick={() => {
            void onClone(row.id).then((done) => {
              if (done) onClose();
            });
          }}
        >
          {t.cloneChoose}
        </Button>
      ),
    },
  ];

  return (
    <Modal
      open={open}
      title={t.cloneTitle}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t.close}</Button>}
      width={720}
      destroyOnHidden
    >
      <label htmlFor="clone-activity-name" className="activity-clone__label">
        {t.cloneSearch}
      </label>
      <Input.Search
        id="clone-activity-name"
        allowClear
        maxLength={200}
        enterButton={t.search}
        onSearch={(value) => {
          setName(value.trim());
          setPage(0);
        }}
      />
      <Table<ActivityNameItem>
        className="activity-clone__table"
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={failure ? [] : (found.data?.items ?? [])}
        loading={found.isFetching}
        locale={{
          emptyText: failure ? <ListLoadError failure={failure} /> : messages.noResults,
        }}
        scroll={{ x: 'max-content' }}
        pagination={{
          current: page + 1,
          pageSize: limits.searchTablePageSize,
          total,
          showSizeChanger: false,
          onChange: (next) => setPage(next - 1),
        }}
      />
    </Modal>
  );
}
