import { messages } from '@extranet/shared/messages';
import type { Entity } from '@extranet/shared/schemas/entity';
import { useNavigate } from 'react-router';
import { ApiError, errorText, isSessionEnd } from '@/shared/api-error';
import { dialogs } from '@/shared/dialogs/dialogs';
import { paths } from '@/shared/paths';
import { toast } from '@/shared/toast';
import { useDeleteEntity } from './api';

/**
 * What an entity of tabs 2 and 3 can do (docs/product/administration-and-analytics.md#admin-screen,
 * docs/product/README.md#roles-and-permissions, docs/product/README.md#error-catalogue): open its
 * editor with `{ entityItem }` in the navigation state and the id in the address; for role 2+
 * delete after a confirmation.
 */
export function useEntityActions() {
  const navigate = useNavigate();
  const remove = useDeleteEntity();

  const open = (entity: Entity) =>
    navigate(`${paths.entityEditor}?id=${entity.id}`, { state: { entityItem: entity } });

  const confirmDelete = (entity: Entity) => {
    dialogs.confirm({
      title: messages.confirmDeleteEntity,
      content: entity.name,
      okButtonProps: { danger: true },
      onOk: async () => {
        try {
          const { deleted } = await remove.mutateAsync(entity.id);
          if (deleted > 0) toast.success(messages.entityDeleted);
          else toast.error(messages.notFound);
        } catch (err) {
          if (isSessionEnd(err)) return;
          // docs/product/README.md#error-catalogue: 'entity have orders'; a main entity with
          // centres says so in its own words.
          const blocked = err instanceof ApiError && err.error === 'entity have orders';
          toast.error(blocked ? messages.entityDeleteBlocked : errorText(err));
        }
      },
    });
  };

  return { open, confirmDelete };
}

export type EntityActions = ReturnType<typeof useEntityActions>;
