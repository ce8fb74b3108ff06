import type { APIRequestContext } from '@playwright/test';
import { operatorSession, type Account } from '../support/accounts.ts';
import { supervisedActivity } from '../support/activities.ts';
import { bearer, ok } from '../support/api.ts';
import { associationCif, entityViaApi } from '../support/entities.ts';
import { participantOrder } from '../support/orders.ts';

// Data for the /usereditadmin and /entityeditor tests, made through the API as the screens'
// users would make it: a participant requests an activity of a new gestor's campaign, the
// gestor validates a new entity on that order (which links it to the participant through
// entity_users), and the operator creates a centre of that entity.

export interface EditorWorld {
  /** The gestor who supervises the campaign of the participant's request. */
  gestor: Account;
  person: Account;
  entity: { id: number; name: string; cif: string };
  centre: { id: number; name: string };
}

/** A participant represented entity (with a centre), validated on an order of the gestor. */
export async function editorWorld(request: APIRequestContext, stamp: number): Promise<EditorWorld> {
  const { activityId, gestor } = await supervisedActivity(request, {
    campaign: `Editores e2e ${stamp}`,
    activity: `Visita editores ${stamp}`,
    formMetadata: [{ type: 'text', name: 'grupo', label: 'Nombre del grupo' }],
  });
  const order = await participantOrder(request, activityId, {
    name: 'Lucía',
    answers: { grupo: 'Grupo A' },
  });
  const name = `Asociación Editores ${stamp}`;
  const cif = associationCif(stamp);
  const place = { address: 'Plaza Mayor 1', city: 'Gijón', postalCode: '33201', idCouncil: 24 };
  const assigned = await ok<{ entity: { id: number } | null }>(
    await request.post(`/api/order/${order.id}/create-assign-entity`, {
      headers: bearer(gestor.token),
      data: { name, cif, ...place, idTarget: 3 },
    }),
  );
  const entityId = assigned.entity?.id;
  if (!entityId) throw new Error('create-assign-entity answered no entity');
  const centreName = `Aula de la asociación ${stamp}`;
  const { token } = await operatorSession(request);
  const centreId = await entityViaApi(request, token, {
    name: centreName,
    cif: associationCif(stamp + 7),
    ...place,
    idTarget: 3,
    mainEntityId: entityId,
  });
  return {
    gestor,
    person: order.person,
    entity: { id: entityId, name, cif },
    centre: { id: centreId, name: centreName },
  };
}
