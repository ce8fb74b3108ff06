import type { ReactNode } from 'react';
import { PageTitle } from './page-title';
import './activity-banner.css';

/**
 * The activity a screen is about (the request form, the order detail): its name and complement,
 * then a white block with its image, if it has one, beside what the screen says of it.
 */
export function ActivityBanner({
  activity,
  children,
}: {
  activity: { name: string; complement: string; imageUrl: string | null };
  children: ReactNode;
}) {
  const { name, complement, imageUrl } = activity;
  return (
    <>
      <div className="activity-banner__heading">
        <PageTitle>{name}</PageTitle>
        {complement && <p className="activity-banner__complement">{complement}</p>}
      </div>
      <div className={`activity-banner${imageUrl ? '' : ' activity-banner--no-image'}`}>
        {/* The largest thing the screen paints on a phone: asked for first. */}
        {imageUrl && (
          <img className="activity-banner__image" src={imageUrl} alt="" fetchPriority="high" />
        )}
        <div className="activity-banner__text">{children}</div>
      </div>
    </>
  );
}
