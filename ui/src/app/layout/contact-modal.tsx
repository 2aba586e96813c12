import { Alert, Button, Form, Input, Modal } from 'antd';
import { useState } from 'react';
import { CONTACT_FAILURE_MESSAGE, CONTACT_SUCCESS_MESSAGE } from '@edgeboard/domain';
import { useSendContactMutation, type ContactMessage } from './contact.api';

export function ContactModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [form] = Form.useForm<ContactMessage>();
  const [send, { isLoading }] = useSendContactMutation();
  const [outcome, setOutcome] = useState<'sent' | 'failed' | null>(null);

  const submit = async (values: ContactMessage) => {
    setOutcome(null);
    try {
      await send(values).unwrap();
      setOutcome('sent');
      form.resetFields();
    } catch {
      setOutcome('failed');
    }
  };

  return (
    <Modal
      title="Get In Touch"
      open={open}
      onCancel={() => {
        setOutcome(null);
        onClose();
      }}
      footer={null}
      destroyOnHidden
    >
      {outcome === 'sent' && (
        <Alert type="success" showIcon title={CONTACT_SUCCESS_MESSAGE} style={{ marginBottom: 16 }} />
      )}
      {outcome === 'failed' && (
        <Alert type="error" showIcon title={CONTACT_FAILURE_MESSAGE} style={{ marginBottom: 16 }} />
      )}
      <Form form={form} layout="vertical" onFinish={(v) => void submit(v)} requiredMark={false}>
        <Form.Item name="name" label="Name" rules={[{ required: true, message: 'Please enter your name' }]}>
          <Input autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="email"
          label="Email"
          rules={[{ required: true, message: 'Please enter your email' }]}
        >
          <Input type="email" autoComplete="email" />
        </Form.Item>
        <Form.Item
          name="message"
          label="Message"
          rules={[{ required: true, message: 'Please enter a message' }]}
        >
          <Input.TextArea rows={5} />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={isLoading} block>
          Send Message
        </Button>
      </Form>
    </Modal>
  );
}
