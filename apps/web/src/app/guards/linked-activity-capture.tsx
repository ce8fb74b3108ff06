import { useState, type ReactNode } from 'react';
import { useParams } from 'react-router';
import { addressId } from '@/shared/address-id';
import { storeLinkedActivityId } from '@/shared/session/linked-activity';

/**
 * /activity-filter/{id} remembers the activity before any guard runs, so that someone who is
 * not logged in yet registers or logs in and still lands on it (docs/product/README.md#routes,
 * docs/product/requests.md#request-form).
 */
export function LinkedActivityCapture({ children }: { children: ReactNode }) {
  const { activityid } = useParams();
  useState(() => {
    const id = addressId(activityid);
    if (id !== undefined) storeLinkedActivityId(id);
    return id;
  });
  return children;
}
