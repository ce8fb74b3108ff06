import type { OrderDetail } from '@extranet/shared/schemas/order';
import { Button, Modal, Tabs } from 'antd';
import { orderDetailTexts as t } from '../order-detail-texts';
import { EntityCreateForm } from './entity-create-form';
import { EntitySearchTab } from './entity-search-tab';

/**
 * The entity dialog of manager mode (docs/product/requests.md#order-detail): search an existing
 * entity by name and CIF and assign it, or create the proposed one and assign it. The search starts
 * with the proposed CIF, so an entity that already exists shows before anyone creates it twice. It
 * closes once the order has its validated entity; the detail then shows it.
 */
export function EntityDialog({
  order,
  open,
  onClose,
}: {
  order: OrderDetail;
  open: boolean;
  onClose: () => void;
}) {
  return (
    <Modal
      open={open}
      title={t.dialogTitle}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{t.close}</Button>}
      width={760}
      destroyOnHidden
    >
      <Tabs
        defaultActiveKey="search"
        items={[
          {
            key: 'search',
            label: t.searchTab,
            children: <EntitySearchTab order={order} onDone={onClose} />,
          },
          {
            key: 'create',
            label: t.createTab,
            children: <EntityCreateForm order={order} onDone={onClose} />,
          },
        ]}
      />
    </Modal>
  );
}
