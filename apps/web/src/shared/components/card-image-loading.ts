/**
 * How a list card loads its image. The first card's image is the largest thing a phone paints on
 * /main and /activitylist (its largest contentful paint), so it is asked for at once and first;
 * the others wait until they come near the screen (docs/architecture.md#performance-on-phones).
 */
export const cardImageLoading = (firstOnScreen: boolean) =>
  firstOnScreen
    ? ({ loading: 'eager', fetchPriority: 'high' } as const)
    : ({ loading: 'lazy' } as const);
