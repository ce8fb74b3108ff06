import { FileSlot, type FileSlotProps } from './file-slot';
import type { FileOwner } from './upload-slots';

/**
 * The upload slots of one campaign or activity, in the order given, each with its label and
 * the names it holds (docs/product/campaigns-and-activities.md#files).
 */
export function FileSlots({
  owner,
  ownerId,
  slots,
  className,
}: {
  owner: FileOwner;
  ownerId: number;
  slots: Pick<FileSlotProps, 'slot' | 'stored' | 'label'>[];
  className: string;
}) {
  return (
    <div className={className}>
      {slots.map(({ slot, stored, label }) => (
        <FileSlot
          key={slot}
          owner={owner}
          ownerId={ownerId}
          slot={slot}
          stored={stored}
          label={label}
        />
      ))}
    </div>
  );
}
