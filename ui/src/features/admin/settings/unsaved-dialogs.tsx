import { Button, Modal } from 'antd';
import type { Blocker } from 'react-router-dom';

/** "Application and Integrations" */
export const listTabs = (labels: readonly string[]): string =>
  labels.length <= 1 ? (labels[0] ?? '') : `${labels.slice(0, -1).join(', ')} and ${labels.at(-1) ?? ''}`;

/** Asked when the admin leaves a tab with unsaved edits: Save Settings saves only the tab in view. */
export function SwitchTabDialog({
  from,
  to,
  saving,
  onSave,
  onSwitch,
  onStay,
}: {
  /** The tab being left; null when no switch is pending (closed). */
  from: string | null;
  to: string;
  saving: boolean;
  onSave: () => void;
  onSwitch: () => void;
  onStay: () => void;
}) {
  return (
    <Modal
      open={from !== null}
      destroyOnHidden
      title="Unsaved changes"
      onCancel={onStay}
      footer={[
        <Button key="stay" onClick={onStay} disabled={saving}>
          Stay on {from}
        </Button>,
        <Button key="switch" onClick={onSwitch} disabled={saving}>
          Switch without saving
        </Button>,
        <Button key="save" type="primary" onClick={onSave} loading={saving}>
          Save and switch
        </Button>,
      ]}
    >
      <p>
        {from} has unsaved changes. Save Settings saves only the tab you are on. If you switch without saving,
        your edits stay on {from} until you save them or leave this page.
      </p>
      <p>Go to {to}?</p>
    </Modal>
  );
}

/** Asked when a link or the back button would leave the page with unsaved tabs. */
export function LeavePageDialog({ blocker, tabs }: { blocker: Blocker; tabs: readonly string[] }) {
  const open = blocker.state === 'blocked';
  const stay = () => {
    if (blocker.state === 'blocked') blocker.reset();
  };
  return (
    <Modal
      open={open}
      destroyOnHidden
      title="Leave without saving?"
      onCancel={stay}
      footer={[
        <Button key="stay" type="primary" onClick={stay}>
          Stay
        </Button>,
        <Button
          key="leave"
          danger
          onClick={() => {
            if (blocker.state === 'blocked') blocker.proceed();
          }}
        >
          Leave without saving
        </Button>,
      ]}
    >
      <p>Your changes on {listTabs(tabs)} are not saved. They are lost if you leave this page.</p>
    </Modal>
  );
}
