import { ArrowLeftOutlined, MailOutlined, SaveOutlined, StopOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { DetailAccess } from '../detail-mode';
import { orderDetailTexts as t } from '../order-detail-texts';

interface DetailActionsProps {
  access: DetailAccess;
  saving: boolean;
  cancelling: boolean;
  mailing: boolean;
  onCancelOrder: () => void;
  onSendMail: () => void;
  onBack: () => void;
}

/**
 * The buttons of docs/product/requests.md#order-detail, each where it applies: ANULAR SOLICITUD
 * (the applicant, state 1), GUARDAR (something may change; submits the form), ENVIAR CORREO
 * (manager mode) and VOLVER.
 */
export function DetailActions({
  access,
  saving,
  cancelling,
  mailing,
  onCancelOrder,
  onSendMail,
  onBack,
}: DetailActionsProps) {
  return (
    <div className="form-actions detail-actions">
      {access.canSave && (
        <Button
          type="primary"
          htmlType="submit"
          icon={<SaveOutlined aria-hidden />}
          loading={saving}
        >
          {t.save}
        </Button>
      )}
      {access.canMail && (
        <Button icon={<MailOutlined aria-hidden />} loading={mailing} onClick={onSendMail}>
          {t.sendMail}
        </Button>
      )}
      {access.canCancel && (
        <Button
          danger
          icon={<StopOutlined aria-hidden />}
          loading={cancelling}
          onClick={onCancelOrder}
        >
          {t.cancelOrder}
        </Button>
      )}
      <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={onBack}>
        {t.back}
      </Button>
    </div>
  );
}
