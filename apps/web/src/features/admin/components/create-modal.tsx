import { Button, Form, Modal, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { adminTexts as t } from '../admin-texts';

interface CreateModalProps<Values> {
  title: string;
  open: boolean;
  onClose: () => void;
  width: number;
  form: FormInstance<Values>;
  /** The form's name (its fields' ids start with it). */
  name: string;
  initialValues?: Partial<Values>;
  saving: boolean;
  onFinish: (values: Values) => void;
  children: ReactNode;
}

/** The admin's 'Nuevo …' dialogs: a vertical form with Cancelar and Crear (spinner while saving). */
export function CreateModal<Values extends object>(props: CreateModalProps<Values>) {
  const { form, onClose } = props;
  return (
    <Modal
      title={props.title}
      open={props.open}
      onCancel={onClose}
      destroyOnHidden
      width={props.width}
      footer={[
        <Button key="cancel" onClick={onClose}>
          {t.cancel}
        </Button>,
        <Button key="submit" type="primary" loading={props.saving} onClick={() => form.submit()}>
          {t.create}
        </Button>,
      ]}
    >
      <Form<Values>
        form={form}
        layout="vertical"
        name={props.name}
        initialValues={props.initialValues}
        onFinish={props.onFinish}
        scrollToFirstError={{ block: 'center', focus: true }}
      >
        {props.children}
      </Form>
    </Modal>
  );
}
