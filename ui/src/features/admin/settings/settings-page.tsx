import { useEffect, useState, type ReactNode } from 'react';
import { failureKind } from '@/features/admin/common/failure-kind';
import { Alert, App, Button, Spin, Tabs, Typography } from 'antd';
import {
  DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE,
  DEFAULT_SETTINGS,
  LOADING_TEXT,
  SAVING_TEXT,
  SETTINGS_BANNER_MS,
  SETTINGS_LOAD_FAILED_MESSAGE,
  SETTINGS_RESET_CONFIRM_MESSAGE,
  SETTINGS_SAVED_MESSAGE,
  SETTINGS_SAVE_ERROR_MESSAGE,
  SETTINGS_SAVE_FAILED_MESSAGE,
  SettingsGroup,
  resetSettingsGroup,
  type AdminSettings,
} from '@edgeboard/domain';
import { useSiteQuery } from '@/lib/site/site.api';
import { useAdminSettingsQuery, useSaveAdminSettingsGroupMutation } from './settings.api';
import { ApplicationTab, IntegrationsTab, NotificationsTab, type TabProps } from './settings-tabs';
import { LeavePageDialog, listTabs, SwitchTabDialog } from './unsaved-dialogs';
import { useLeaveGuard } from '@/features/admin/common/leave-guard';
import { unsavedGroups } from './unsaved-changes';
import './settings.css';

const TAB_LABELS: Record<SettingsGroup, string> = {
  application: 'Application',
  notification: 'Notifications',
  integration: 'Integrations',
};

const saveErrorMessage = (error: unknown): string => {
  if ((error as { code?: unknown } | null)?.code === 'default_role_not_allowed')
    return DEFAULT_ROLE_ADMIN_REFUSED_MESSAGE;
  return failureKind(error) === 'failed' ? SETTINGS_SAVE_FAILED_MESSAGE : SETTINGS_SAVE_ERROR_MESSAGE;
};

/** /admin/settings: three tabs over one settings record, each saved or reset on its own. */
export function Component() {
  const { modal } = App.useApp();
  const { data, isError, isLoading } = useAdminSettingsQuery();
  // Which settings take effect depends on the server's mode; until it is known, notes assume local.
  const mode = useSiteQuery().data?.mode ?? 'local';
  const [save, { isLoading: saving }] = useSaveAdminSettingsGroupMutation();
  // The admin's edits start from the first answer (or the defaults when loading failed); once made, a later
  // refetch does not wipe what is not yet saved.
  const [edits, setEdits] = useState<AdminSettings | null>(null);
  const [tab, setTab] = useState<SettingsGroup>('application');
  const [savedAt, setSavedAt] = useState<number | null>(null);
  const [saveError, setSaveError] = useState<string | null>(null);
  /** A tab switch waiting on the unsaved-changes question. */
  const [pendingTab, setPendingTab] = useState<SettingsGroup | null>(null);

  useEffect(() => {
    if (savedAt === null) return;
    const timer = setTimeout(() => {
      setSavedAt(null);
    }, SETTINGS_BANNER_MS);
    return () => {
      clearTimeout(timer);
    };
  }, [savedAt]);

  const loaded = data ?? (isError ? DEFAULT_SETTINGS : null);
  const draft = edits ?? loaded;
  // Compared with what the server holds (the defaults when loading failed: nothing is stored then).
  const unsaved = draft !== null && loaded !== null ? unsavedGroups(draft, loaded) : [];
  const blocker = useLeaveGuard(unsaved.length > 0);
  if (draft === null || isLoading) {
    return (
      <div role="status" style={{ padding: 48, textAlign: 'center' }}>
        <Spin />
        <div>{LOADING_TEXT}</div>
      </div>
    );
  }

  /** Saves the tab in view; true when the server took it. */
  const onSave = async (): Promise<boolean> => {
    setSaveError(null);
    setSavedAt(null);
    const group = tab;
    try {
      const result = await save({ group, value: draft[group] }).unwrap();
      // Only the saved tab takes the server's answer (secrets masked); other tabs keep their unsaved edits.
      setEdits((current) => ({ ...(current ?? draft), [group]: result[group] }));
      setSavedAt(Date.now());
      return true;
    } catch (error) {
      setSaveError(saveErrorMessage(error));
      return false;
    }
  };

  const onTabChange = (key: string) => {
    const next = SettingsGroup.parse(key);
    if (next === tab) return;
    if (unsaved.includes(tab)) setPendingTab(next);
    else setTab(next);
  };
  const switchToPending = () => {
    if (pendingTab !== null) setTab(pendingTab);
    setPendingTab(null);
  };

  const onReset = () => {
    const group = tab;
    modal.confirm({
      title: 'Reset to Default',
      content: SETTINGS_RESET_CONFIRM_MESSAGE,
      okText: 'Reset',
      okButtonProps: { danger: true },
      onOk: () => {
        setEdits((current) => resetSettingsGroup(current ?? draft, group));
      },
    });
  };

  const pane = <G extends SettingsGroup>(group: G, Tab: (props: TabProps<AdminSettings[G]>) => ReactNode) => (
    <Tab
      value={draft[group]}
      mode={mode}
      onChange={(next) => {
        setEdits({ ...draft, [group]: next });
      }}
    />
  );
  const panes: Record<SettingsGroup, ReactNode> = {
    application: pane('application', ApplicationTab),
    notification: pane('notification', NotificationsTab),
    integration: pane('integration', IntegrationsTab),
  };

  return (
    <div style={{ maxWidth: 880 }}>
      <Typography.Title level={2}>Settings</Typography.Title>
      {isError && (
        <Alert type="warning" showIcon title={SETTINGS_LOAD_FAILED_MESSAGE} style={{ marginBottom: 16 }} />
      )}
      {savedAt !== null && (
        <Alert
          type="success"
          showIcon
          role="status"
          title={SETTINGS_SAVED_MESSAGE}
          style={{ marginBottom: 16 }}
        />
      )}
      {saveError !== null && (
        <Alert
          type="error"
          showIcon
          title={saveError}
          closable={{
            onClose: () => {
              setSaveError(null);
            },
          }}
          style={{ marginBottom: 16 }}
        />
      )}
      {unsaved.length > 0 && (
        <Alert
          type="info"
          showIcon
          title={`Unsaved changes on ${listTabs(unsaved.map((g) => TAB_LABELS[g]))}. Save Settings saves only the tab you are on.`}
          style={{ marginBottom: 16 }}
        />
      )}
      <Tabs
        activeKey={tab}
        onChange={onTabChange}
        items={SettingsGroup.options.map((group) => ({
          key: group,
          label: unsaved.includes(group) ? (
            <span>
              {TAB_LABELS[group]}
              <span className="admin-settings__unsaved" aria-hidden="true">
                {' '}
                •
              </span>
              <span className="visually-hidden"> (unsaved changes)</span>
            </span>
          ) : (
            TAB_LABELS[group]
          ),
          children: panes[group],
        }))}
      />
      <SwitchTabDialog
        from={pendingTab === null ? null : TAB_LABELS[tab]}
        to={pendingTab === null ? '' : TAB_LABELS[pendingTab]}
        saving={saving}
        onStay={() => {
          setPendingTab(null);
        }}
        onSwitch={switchToPending}
        onSave={() => {
          void onSave().then((ok) => {
            if (ok) switchToPending();
            else setPendingTab(null);
          });
        }}
      />
      <LeavePageDialog blocker={blocker} tabs={unsaved.map((g) => TAB_LABELS[g])} />
      <div className="admin-settings__actions">
        <Button onClick={onReset} disabled={saving}>
          Reset to Default
        </Button>
        <Button
          type="primary"
          onClick={() => {
            void onSave();
          }}
          loading={saving}
        >
          {saving ? SAVING_TEXT : 'Save Settings'}
        </Button>
      </div>
    </div>
  );
}
