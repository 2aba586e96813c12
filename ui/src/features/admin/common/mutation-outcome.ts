import type { App } from 'antd';
import { failureKind } from './failure-kind';

type MessageInstance = ReturnType<typeof App.useApp>['message'];

export interface OutcomeMessages {
  success: string;
  /** The server refused (a 4xx with its reason) … */
  failed: string;
  /** … or could not be reached or answered something unreadable. */
  error: string;
  /** The console line a failure is logged under. */
  log: string;
}

/**
 * Runs one admin write and tells the admin how it went (a success toast, or the failure's kind); the failure is
 * logged as well. Resolves to whether it succeeded.
 */
export async function reportOutcome(
  message: MessageInstance,
  write: () => Promise<unknown>,
  texts: OutcomeMessages,
): Promise<boolean> {
  try {
    await write();
    void message.success(texts.success);
    return true;
  } catch (error) {
    console.error(texts.log, error);
    void message.error(failureKind(error) === 'failed' ? texts.failed : texts.error);
    return false;
  }
}

type ModalInstance = ReturnType<typeof App.useApp>['modal'];

/** Asks before a delete: the row's own title, why it cannot be undone, a red Delete and Cancel. */
export function confirmDelete(
  modal: ModalInstance,
  ask: { title: string; content: string; onOk: () => Promise<void> | void },
): void {
  void modal.confirm({
    ...ask,
    okText: 'Delete',
    okButtonProps: { danger: true },
    cancelText: 'Cancel',
  });
}
