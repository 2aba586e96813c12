import { useState } from 'react';
import { Button, Input, List, Space } from 'antd';
import { INVALID_EMAIL_MESSAGE, isValidEmail } from '@edgeboard/domain';

export const DUPLICATE_RECIPIENT_MESSAGE = 'This address is already a recipient.';

/** Admin e-mail recipients: add (checked as typed) and remove. */
export function RecipientList({
  recipients,
  onChange,
}: {
  recipients: readonly string[];
  onChange: (next: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const email = draft.trim();
  const duplicate = recipients.some((r) => r.toLowerCase() === email.toLowerCase());
  const error =
    email === ''
      ? null
      : !isValidEmail(email)
        ? INVALID_EMAIL_MESSAGE
        : duplicate
          ? DUPLICATE_RECIPIENT_MESSAGE
          : null;
  const canAdd = email !== '' && error === null;
  const add = () => {
    if (!canAdd) return;
    onChange([...recipients, email]);
    setDraft('');
  };
  return (
    <div>
      <List
        size="small"
        bordered
        dataSource={[...recipients]}
        locale={{ emptyText: 'No recipients yet.' }}
        renderItem={(address) => (
          <List.Item
            actions={[
              <Button
                key="remove"
                type="link"
                danger
                aria-label={`Remove ${address}`}
                onClick={() => {
                  onChange(recipients.filter((r) => r !== address));
                }}
              >
                Remove
              </Button>,
            ]}
          >
            <span style={{ overflowWrap: 'anywhere' }}>{address}</span>
          </List.Item>
        )}
      />
      <label htmlFor="settings-new-recipient" className="admin-settings__label">
        Add recipient email
      </label>
      <Space.Compact style={{ width: '100%' }}>
        <Input
          id="settings-new-recipient"
          type="email"
          inputMode="email"
          autoComplete="off"
          placeholder="admin@example.com"
          value={draft}
          status={error ? 'error' : undefined}
          aria-invalid={error !== null}
          aria-describedby="settings-new-recipient-error"
          onChange={(e) => {
            setDraft(e.target.value);
          }}
          onPressEnter={(e) => {
            e.preventDefault();
            add();
          }}
        />
        <Button onClick={add} disabled={!canAdd}>
          Add
        </Button>
      </Space.Compact>
      <div id="settings-new-recipient-error" role="alert" className="admin-settings__error">
        {error}
      </div>
    </div>
  );
}
