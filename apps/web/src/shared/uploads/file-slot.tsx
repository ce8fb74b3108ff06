import UploadOutlined from '@ant-design/icons/UploadOutlined';
import { messages } from '@extranet/shared/messages';
import { Button, Typography } from 'antd';
import { useId, useRef, useState, type ChangeEvent } from 'react';
import { ApiError, errorText } from '../api-error';
import { toast } from '../toast';
import { useRemoveFile, useUploadFile } from './api';
import { StoredFileItem } from './stored-file-item';
import { slotRules, uploadProblem, type FileOwner, type SlotSegment } from './upload-slots';
import './file-slot.css';

export interface FileSlotProps {
  owner: FileOwner;
  ownerId: number;
  slot: SlotSegment;
  /** The names stored when the editor opened, as the campaign or activity keeps them. */
  stored: string[];
  label: string;
}

/** The server's reason for a refused upload: the field message of a 400, else its message. */
const reasonOf = (err: unknown) =>
  err instanceof ApiError ? (err.fields.file ?? err.message) : errorText(err);

/**
 * Upload control of one slot of a campaign or activity
 * (docs/product/campaigns-and-activities.md#files, docs/product/campaigns-and-activities.md#calls):
 * uploads at once, lists what is stored (thumbnail for images, download for documents) and removes
 * by name. A slot of one file (image, agreement) replaces its file on upload. What it holds is
 * stored at once, apart from the editor's GUARDAR, so the slot keeps its own list.
 */
export function FileSlot({ owner, ownerId, slot, stored, label }: FileSlotProps) {
  const { accept, max } = slotRules(owner, slot);
  const [files, onChange] = useState(stored);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [removing, setRemoving] = useState<string | null>(null);
  const upload = useUploadFile({ owner, ownerId, slot });
  const remove = useRemoveFile({ owner, ownerId, slot });
  const full = max > 1 && files.length >= max;

  const onPick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = uploadProblem(owner, slot, file);
    if (problem) {
      toast.errorWithReason(messages.uploadFailed, problem);
      return;
    }
    upload.mutate(file, {
      onSuccess: (name) => {
        onChange(max === 1 ? [name] : [...files, name]);
        toast.success(messages.uploadOk);
      },
      onError: (err) => toast.errorWithReason(messages.uploadFailed, reasonOf(err)),
    });
  };

  const onRemove = (name: string) => {
    setRemoving(name);
    remove.mutate(name, {
      onSuccess: () => {
        onChange(files.filter((f) => f !== name));
        toast.success(messages.fileRemoved);
      },
      onError: (err) => toast.error(errorText(err)),
      onSettled: () => setRemoving(null),
    });
  };

  return (
    <div className="file-slot" role="group" aria-labelledby={`${inputId}-label`}>
      <Typography.Text id={`${inputId}-label`} className="file-slot-label">
        {label}
      </Typography.Text>
      <input
        ref={input}
        id={inputId}
        type="file"
        accept={accept}
        className="file-slot-input"
        aria-label={`${label}: archivo`}
        tabIndex={-1}
        onChange={onPick}
      />
      <Button
        icon={<UploadOutlined />}
        loading={upload.isPending}
        disabled={full}
        onClick={() => input.current?.click()}
      >
        {max === 1 && files.length > 0 ? 'Cambiar archivo' : 'Subir archivo'}
      </Button>
      {max > 1 && (
        <Typography.Text type="secondary" className="file-slot-count">
          {files.length} / {max}
        </Typography.Text>
      )}
      {files.length > 0 && (
        <ul className="file-slot-list">
          {files.map((name) => (
            <StoredFileItem
              key={name}
              owner={owner}
              ownerId={ownerId}
              name={name}
              image={slot === 'image'}
              removing={removing === name}
              onRemove={() => onRemove(name)}
            />
          ))}
        </ul>
      )}
    </div>
  );
}
