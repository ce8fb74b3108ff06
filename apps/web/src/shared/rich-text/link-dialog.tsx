import { Form, Input, Modal } from 'antd';
import { useState } from 'react';

interface LinkDialogProps {
  initialUrl: string;
  onCancel(): void;
  /** An empty address removes the link. */
  onSubmit(url: string): void;
}

/** Asks for a link's address (http, https or mailto: the server keeps only those); mount it to open it. */
export function LinkDialog({ initialUrl, onCancel, onSubmit }: LinkDialogProps) {
  const [url, setUrl] = useState(initialUrl);

  const submit = () => {
    const trimmed = url.trim();
    onSubmit(
      trimmed && !/^(?:https?:\/\/|mailto:)/i.test(trimmed) ? `https://${trimmed}` : trimmed,
    );
  };

  return (
    <Modal
      open
      title="Enlace"
      okText="Aceptar"
      cancelText="Cancelar"
      onOk={submit}
      onCancel={onCancel}
      destroyOnHidden
    >
      <Form layout="vertical" onFinish={submit}>
        <Form.Item label="Dirección del enlace" htmlFor="rich-text-link-url">
          <Input
            id="rich-text-link-url"
            value={url}
            autoFocus
            placeholder="https://"
            onChange={(event) => setUrl(event.target.value)}
          />
        </Form.Item>
      </Form>
    </Modal>
  );
}
