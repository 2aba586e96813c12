// Change an open bet's book, price or stake. A bet that settled in the meantime answers 409 `bet_settled`: its
// figures stay as they settled, and the dialog says so.
import { Alert, Form, Modal, message } from 'antd';
import { useState } from 'react';
import type { Bet } from '@edgeboard/domain';
import type { ApiError } from '@/lib/base-query';
import { betTitle, formatAmericanOdds } from './bet-format';
import { parseOdds, PriceFormItems, type PriceFields } from './bet-fields';
import { useUpdateBetMutation } from './bets.api';

export const BET_SETTLED_TEXT = 'This bet has settled, so its book, odds and stake stay as they were.';

export function BetEditModal({ bet, onClose }: { bet: Bet | null; onClose: () => void }) {
  const [form] = Form.useForm<PriceFields>();
  const [update, state] = useUpdateBetMutation();
  const [failure, setFailure] = useState<string | null>(null);

  const save = async () => {
    if (!bet) return;
    const v = await form.validateFields().catch(() => null);
    if (!v) return;
    try {
      await update({
        id: bet.id,
        patch: { sportsbook: v.sportsbook, odds: parseOdds(v.odds) ?? 0, stake: v.stake },
      }).unwrap();
      void message.success('Bet updated.');
      onClose();
    } catch (e) {
      const err = e as ApiError;
      setFailure(err.code === 'bet_settled' ? BET_SETTLED_TEXT : err.message);
    }
  };

  return (
    <Modal
      open={bet !== null}
      title={bet ? `Edit bet: ${betTitle(bet)}` : 'Edit bet'}
      okText="Save"
      onOk={() => void save()}
      onCancel={onClose}
      confirmLoading={state.isLoading}
      destroyOnHidden
    >
      <Form<PriceFields>
        form={form}
        layout="vertical"
        requiredMark={false}
        aria-label="Edit bet"
        // The page keys this dialog by the bet, so these apply afresh to each bet opened.
        initialValues={
          bet
            ? { sportsbook: bet.sportsbook, odds: formatAmericanOdds(bet.odds), stake: bet.stake }
            : undefined
        }
      >
        <PriceFormItems />
      </Form>
      {failure !== null && <Alert type="error" showIcon title={failure} />}
    </Modal>
  );
}
