import type { CollisionDetection } from '@dnd-kit/core';

/**
 * Collision for a vertical list of rows of different heights: the droppable whose top or bottom
 * edge is nearest the dragged row's matching edge. The keyboard sensor aligns the dragged row's
 * top (moving up) or bottom (moving down) with its neighbour's, so a tall row still moves past
 * a short one, which closestCenter and closestCorners miss.
 */
export const closestEdge: CollisionDetection = ({
  collisionRect,
  droppableContainers,
  droppableRects,
}) =>
  droppableContainers
    .map((container) => {
      const rect = droppableRects.get(container.id);
      const value = rect
        ? Math.min(
            Math.abs(rect.top - collisionRect.top),
            Math.abs(rect.top + rect.height - (collisionRect.top + collisionRect.height)),
          )
        : Number.POSITIVE_INFINITY;
      return { id: container.id, data: { droppableContainer: container, value } };
    })
    .filter((collision) => Number.isFinite(collision.data.value))
    .sort((a, b) => a.data.value - b.data.value);
