import { messages } from '@extranet/shared/messages';
import type { ModalFuncProps } from 'antd';
import { ApiError } from './api-error';

/**
 * A manager's accept refused for want of places (409 'places exceeded',
 * docs/requests-integrity.md): the order list's CAMBIAR ESTADO and the order detail's GUARDAR
 * then offer to accept anyway, resending with `force`.
 */
export const isPlacesExceeded = (error: unknown): error is ApiError =>
  error instanceof ApiError && error.error === 'places exceeded';

/** How many orders the refusal names (a bulk change names each order short). */
function refusedCount(error: ApiError): number {
  const body = error.body as { orderIds?: unknown } | undefined;
  return Array.isArray(body?.orderIds) ? body.orderIds.length : 1;
}

/**
 * The question under the server's message ('No hay plazas suficientes: quedan 0 plazas y la
 * solicitud pide 40.'), with buttons that say what they do.
 */
export function acceptAnywayDialog(error: ApiError, onForce: () => void): ModalFuncProps {
  const many = refusedCount(error) > 1;
  return {
    title: error.message,
    content: many ? '¿Desea aceptarlas de todos modos?' : messages.orderAcceptAnyway,
    okText: messages.orderAcceptForce,
    cancelText: messages.orderAcceptCancel,
    onOk: onForce,
  };
}
