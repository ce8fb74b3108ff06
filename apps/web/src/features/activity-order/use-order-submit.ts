import { findVisitorsField } from '@extranet/shared/forms/field-roles';
import { messages } from '@extranet/shared/messages';
import type { Activity } from '@extranet/shared/schemas/activity';
import { OrderConflictReply, type OrderCreateReply } from '@extranet/shared/schemas/order';
import type { FormInstance } from 'antd';
import { useRef } from 'react';
import { ApiError, errorText, isSessionEnd } from '@/shared/api-error';
import { dialogs } from '@/shared/dialogs/dialogs';
import { fieldShown } from '@/shared/dynamic-form/field-visibility';
import { toast } from '@/shared/toast';
import { useCreateOrder } from './api';
import { ANSWERS, type OrderFormValues } from './order-form-values';
import { orderFormData } from './order-payload';
import { placesOffer, type PlacesOffer } from './order-reply';
import { newSubmissionKey } from './submission-key';
import { orderTexts as t } from './order-texts';

/** A call that got no decision from the server: the network failed, or the server did (5xx). */
const unanswered = (err: unknown) =>
  err instanceof ApiError && (err.status === 0 || err.status >= 500);

/** Where a 400 of `order/create/` names a field (`userData.fecha`, `entityData.cif`…). */
function formPathOf(key: string): (string | number)[] | undefined {
  const [part, name] = key.split('.', 2);
  if (part === 'userData' && name) return [ANSWERS, name];
  if (part === 'entityData' && name) return ['entity', name];
  if (part === 'idEntity') return ['entity', 'choice'];
  return undefined;
}

/** The offer of a 409 short of places: its code, with the figures its body adds. */
function placesOfferOf(err: unknown): PlacesOffer | undefined {
  if (!(err instanceof ApiError) || err.status !== 409) return undefined;
  const details = OrderConflictReply.safeParse(err.body);
  return details.success ? placesOffer({ ...details.data, error: err.error }) : undefined;
}

/**
 * SOLICITAR (docs/product/requests.md#validation, docs/product/README.md#error-catalogue): sends
 * the request; a places conflict asks CONTINUAR / ATRÁS and resends with force (and the half day
 * where offered); refused fields show their messages. The form keeps every value whatever happens.
 */
export function useOrderSubmit(options: {
  activity: Activity;
  userId: number;
  form: FormInstance<OrderFormValues>;
  onCreated: (reply: OrderCreateReply) => void;
}) {
  const { activity, userId, form, onCreated } = options;
  const create = useCreateOrder();
  const fields = activity.formMetadata;
  // One request per click (docs/requests-integrity.md): a second SOLICITAR while one is on its
  // way is ignored (two clicks land before the button shows it is busy), and each submission
  // carries its own key, renewed once it is answered, so that a repeat stores nothing.
  const inFlight = useRef(false);
  const submissionKey = useRef<string>(undefined);

  const showFieldErrors = (err: ApiError): boolean => {
    const entries = Object.entries(err.fields)
      .map(([key, message]) => ({ name: formPathOf(key), errors: [message] }))
      .filter((entry): entry is { name: (string | number)[]; errors: string[] } => !!entry.name);
    if (entries.length === 0) return false;
    form.setFields(entries);
    toast.error(messages.orderFormCheckFields);
    return true;
  };

  // A forced resend is a CONTINUAR, which also asks for the half day
  // (docs/product/README.md#error-catalogue).
  const send = (force: boolean) => {
    if (inFlight.current) return;
    inFlight.current = true;
    submissionKey.current ??= newSubmissionKey();
    const values = form.getFieldsValue(true);
    const answers = values.answers ?? {};
    const visitorsField = findVisitorsField(fields);
    const shown = fieldShown(fields, visitorsField ? answers[visitorsField.name] : undefined);
    const body = orderFormData({
      idUser: userId,
      idActivity: activity.id,
      entity: values.entity ?? {},
      answers: { fields, values: answers, shown, halfDay: force },
      force,
    });
    create.mutate(
      { body, idempotencyKey: submissionKey.current },
      {
        onSettled: (_reply, err) => {
          inFlight.current = false;
          // Answered: the next SOLICITAR (or CONTINUAR) is a new submission. Without an answer
          // (no network, or the server failed) the first call may still have been stored: a
          // retry keeps the key, so it gets that call's answer instead of a second order.
          if (!unanswered(err)) submissionKey.current = undefined;
        },
        onSuccess: onCreated,
        onError: (err) => {
          if (isSessionEnd(err)) return;
          const offer = placesOfferOf(err);
          if (offer) {
            const [title, ...content] = offer.lines;
            dialogs.confirm({
              title,
              content: content.length > 0 ? content.join(' ') : undefined,
              okText: t.continue,
              cancelText: t.goBack,
              onOk: () => send(true),
            });
            return;
          }
          if (err instanceof ApiError && err.status === 400 && showFieldErrors(err)) return;
          toast.error(errorText(err));
        },
      },
    );
  };

  return {
    /** Form onFinish: the first send, without force. */
    submit: () => send(false),
    /** Form onFinishFailed (docs/product/requests.md#validation). */
    refused: () => toast.error(messages.orderFormCheckFields),
    sending: create.isPending,
  };
}
