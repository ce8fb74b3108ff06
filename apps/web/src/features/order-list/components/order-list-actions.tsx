import { DownloadOutlined, SwapOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { orderListTexts as shared } from '@/shared/order-lists/order-list-texts';
import { orderListTexts as t } from '../order-list-texts';

/**
 * CAMBIAR ESTADO (manager mode) and EXPORTAR, beside FILTRAR
 * (docs/product/requests.md#order-lists).
 */
export function OrderListActions({
  manager,
  exporting,
  onChangeStates,
  onExport,
}: {
  manager: boolean;
  exporting: boolean;
  onChangeStates: () => void;
  onExport: () => void;
}) {
  return (
    <>
      {manager && (
        <Button icon={<SwapOutlined aria-hidden />} onClick={onChangeStates}>
          {t.changeStates}
        </Button>
      )}
      <Button icon={<DownloadOutlined aria-hidden />} loading={exporting} onClick={onExport}>
        {shared.export}
      </Button>
    </>
  );
}
