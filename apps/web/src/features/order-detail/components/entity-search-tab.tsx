import type { OrderDetail } from '@extranet/shared/schemas/order';
import { errorText, isSessionEnd } from '@/shared/api-error';
import { EntitySearch } from '@/shared/entity-search/entity-search';
import { toast } from '@/shared/toast';
import { useAssignEntity } from '../api';
import { orderDetailTexts as t } from '../order-detail-texts';

/**
 * 'Buscar entidad' of the entity dialog (docs/product/requests.md#entities-on-a-request): it
 * starts with the proposed entity's CIF, which finds it if it already exists; 'Asignar' assigns
 * the entity to the order (`order/{idOrder}/assign-entity/{idEntity}`).
 */
export function EntitySearchTab({ order, onDone }: { order: OrderDetail; onDone: () => void }) {
  const assign = useAssignEntity(order.id);
  const choose = (entityId: number) =>
    assign.mutate(entityId, {
      onSuccess: onDone,
      onError: (err) => {
        if (!isSessionEnd(err)) toast.error(errorText(err));
      },
    });

  return (
    <EntitySearch
      legend={t.searchTab}
      legendHidden
      startCif={order.entityData?.cif ?? ''}
      action={{
        label: t.assign,
        labelFor: t.assignEntity,
        chosenId: order.entity?.id,
        lockChosen: true,
        busyId: assign.isPending ? assign.variables : undefined,
        onAct: (entity) => choose(entity.id),
      }}
    />
  );
}
