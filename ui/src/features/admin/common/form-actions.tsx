import { Button, Space } from 'antd';
import { SAVING_TEXT } from '@edgeboard/domain';

/** What an admin edit form is given besides the row it edits. */
export interface EditFormProps<P> {
  saving: boolean;
  onSave: (patch: P) => void;
  onCancel: () => void;
}

/** An admin form's Cancel and submit buttons: both wait while saving, the submit one says so. */
export function FormActions({
  saving,
  onCancel,
  saveLabel = 'Save',
  saveDisabled,
}: {
  saving: boolean;
  onCancel: () => void;
  saveLabel?: string;
  /** Set while the form cannot be sent (a required field is empty or invalid). */
  saveDisabled?: boolean;
}) {
  return (
    <Space>
      <Button onClick={onCancel} disabled={saving}>
        Cancel
      </Button>
      <Button
        type="primary"
        htmlType="submit"
        {...(saveDisabled === undefined ? {} : { disabled: saveDisabled })}
        loading={saving}
      >
        {saving ? SAVING_TEXT : saveLabel}
      </Button>
    </Space>
  );
}

/** An edit form's props from its panel: `close` leaves edit mode, `save` reports its own outcome. */
export const editFormProps = <P,>(
  saving: boolean,
  close: () => void,
  save: (patch: P) => Promise<void>,
): EditFormProps<P> => ({ saving, onCancel: close, onSave: (patch) => void save(patch) });
