import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { messages } from '@extranet/shared/messages';
import type { EntityCreateRequest } from '@extranet/shared/schemas/entity';
import { MailsQueuedReply, OrderDetail, type OrderFileItem } from '@extranet/shared/schemas/order';
import { http } from '@/shared/http';
import { saveDownload } from '@/shared/fetch-download';
import { toast } from '@/shared/toast';

/** Under 'orders', so that whatever refreshes the order lists refreshes the detail too. */
const orderDetailKeys = {
  detail: (id: number) => ['orders', 'detail', id] as const,
};

/**
 * `GET order/{id}/get` (docs/product/requests.md#calls). A failure is toasted by the query cache: a
 * 404 says 'No se ha encontrado la solicitud' (docs/product/README.md#error-catalogue).
 */
export function useOrderDetail(id: number | undefined) {
  return useQuery({
    queryKey: orderDetailKeys.detail(id ?? 0),
    queryFn: ({ signal }) => http.get(`order/${id}/get`, { schema: OrderDetail, signal }),
    enabled: id !== undefined,
  });
}

/**
 * Every call that changes one order answers the order (docs/api-conventions.md): it replaces the
 * cached detail, and the lists are marked stale for when they show again.
 */
function useOrderChange<V>(
  orderId: number,
  call: (variables: V) => Promise<OrderDetail>,
  success: string,
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (order) => {
      qc.setQueryData(orderDetailKeys.detail(orderId), order);
      toast.success(success);
      await qc.invalidateQueries({ queryKey: ['orders'], refetchType: 'none' });
    },
  });
}

/** GUARDAR: `POST order/{idOrder}/update/` (multipart, docs/product/requests.md#calls). */
export const useUpdateOrder = (orderId: number) =>
  useOrderChange(
    orderId,
    (body: FormData) => http.post(`order/${orderId}/update/`, { body, schema: OrderDetail }),
    messages.orderModified,
  );

/**
 * ANULAR SOLICITUD: `POST order/{id}/cancel/` answers the cancelled order
 * (docs/product/requests.md#states).
 */
export const useCancelOrder = (orderId: number) =>
  useOrderChange(
    orderId,
    () => http.post(`order/${orderId}/cancel/`, { schema: OrderDetail }),
    messages.orderCancelled,
  );

/**
 * `POST order/{idOrder}/assign-entity/{idEntity}` (docs/product/requests.md#order-detail entity
 * dialog).
 */
export const useAssignEntity = (orderId: number) =>
  useOrderChange(
    orderId,
    (entityId: number) =>
      http.post(`order/${orderId}/assign-entity/${entityId}`, { schema: OrderDetail }),
    messages.entityAssigned,
  );

/** `POST order/{idOrder}/create-assign-entity` with the contract's fields. */
export const useCreateAssignEntity = (orderId: number) =>
  useOrderChange(
    orderId,
    (entity: EntityCreateRequest) =>
      http.post(`order/${orderId}/create-assign-entity`, { body: entity, schema: OrderDetail }),
    messages.entityCreated,
  );

/**
 * ENVIAR CORREO: `POST order/{id}/send-email/`; `mailsQueued: false` means the applicant has
 * no e-mail address (docs/product/requests.md#states), said as a warning.
 */
export function useSendOrderMail(orderId: number) {
  return useMutation({
    mutationFn: () => http.post(`order/${orderId}/send-email/`, { schema: MailsQueuedReply }),
    onSuccess: (reply) => {
      if (reply.mailsQueued) toast.success(messages.orderMailSent);
      else toast.warning(messages.orderMailNoAddress);
    },
  });
}

/**
 * A stored file of the order, saved under the name it was sent with
 * (docs/api-conventions.md#files).
 */
const downloadOrderFile = (file: OrderFileItem) => saveDownload(file.url, file.originalName);

/** The download buttons of the stored files. */
export const useDownloadOrderFile = () => useMutation({ mutationFn: downloadOrderFile });

/**
 * 'Añadir al calendario': the order's appointment as a calendar file, fetched with the session's
 * token (docs/product/calendar.md#ical-feeds).
 */
const downloadAppointment = (orderId: number) =>
  saveDownload(`order/${orderId}/calendar.ics`, `cita-solicitud-${orderId}.ics`);

export const useDownloadAppointment = () => useMutation({ mutationFn: downloadAppointment });
