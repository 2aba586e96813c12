import { Input, Modal, Typography } from 'antd';
import { useState } from 'react';
import {
  DELETE_ACCOUNT_CONFIRM_MESSAGE,
  DELETE_CONFIRMATION_WORD,
  DELETING_TEXT,
  isDeleteConfirmed,
} from '@edgeboard/domain';

export type DeleteStep = 'closed' | 'confirm' | 'type' | 'deleting';

interface Props {
  step: DeleteStep;
  onConfirm: () => void;
  /** The typed-confirmation step was left: true only when exactly the confirmation word was typed. */
  onTyped: (confirmed: boolean) => void;
  onCancel: () => void;
}

/** The two guards before an account is deleted: an are-you-sure, then typing DELETE exactly. */
export function DeleteAccountDialogs({ step, onConfirm, onTyped, onCancel }: Props) {
  const [typed, setTyped] = useState('');
  const finish = (confirmed: boolean) => {
    setTyped('');
    onTyped(confirmed);
  };
  return (
    <>
      <Modal
        open={step === 'confirm'}
        title="Delete Account"
        okText="Continue"
        okButtonProps={{ danger: true }}
        onOk={onConfirm}
        onCancel={onCancel}
      >
        <Typography.Paragraph>{DELETE_ACCOUNT_CONFIRM_MESSAGE}</Typography.Paragraph>
      </Modal>
      <Modal
        open={step === 'type' || step === 'deleting'}
        title="Confirm Account Deletion"
        okText={step === 'deleting' ? DELETING_TEXT : 'Delete Account'}
        okButtonProps={{ danger: true, loading: step === 'deleting' }}
        cancelButtonProps={{ disabled: step === 'deleting' }}
        closable={step !== 'deleting'}
        mask={{ closable: step !== 'deleting' }}
        onOk={() => {
          finish(isDeleteConfirmed(typed));
        }}
        onCancel={() => {
          if (step !== 'deleting') finish(false);
        }}
      >
        <label htmlFor="delete-confirmation">
          Type <Typography.Text strong>{DELETE_CONFIRMATION_WORD}</Typography.Text> to confirm.
        </label>
        <Input
          id="delete-confirmation"
          autoComplete="off"
          value={typed}
          disabled={step === 'deleting'}
          onChange={(e) => {
            setTyped(e.target.value);
          }}
          onPressEnter={() => {
            finish(isDeleteConfirmed(typed));
          }}
          style={{ marginTop: 8 }}
        />
      </Modal>
    </>
  );
}
