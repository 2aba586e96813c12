import { useId, useState } from 'react';
import { FormActions, type EditFormProps } from '@/features/admin/common/form-actions';
import { Form, InputNumber, Select } from 'antd';
import { TextField } from '@/features/admin/common/text-field';
import type { PropLine, PropLineUpdate } from '@edgeboard/domain';
import { STAT_TYPE_OPTIONS } from '@/features/admin/common/admin-format';
import { draftErrors, draftOf, patchOf, type PropLineDraft } from './prop-line-draft';

export function PropLineEditForm({ line, ...form }: { line: PropLine } & EditFormProps<PropLineUpdate>) {
  const uid = useId();
  const [draft, setDraft] = useState<PropLineDraft>(() => draftOf(line));
  const errors = draftErrors(draft);
  const valid = Object.keys(errors).length === 0;
  const set = (patch: Partial<PropLineDraft>) => {
    setDraft((d) => ({ ...d, ...patch }));
  };
  const status = (field: keyof PropLineDraft) =>
    errors[field] === undefined ? {} : { validateStatus: 'error' as const, help: errors[field] };
  const text = (field: 'player' | 'sportsbook' | 'game_id', label: string) => (
    <TextField
      id={`${uid}-${field}`}
      label={label}
      value={draft[field]}
      error={errors[field]}
      onChange={(value) => {
        set({ [field]: value });
      }}
    />
  );

  return (
    <Form
      layout="vertical"
      onFinish={() => {
        if (valid) form.onSave(patchOf(draft));
      }}
    >
      {text('player', 'Player')}
      <Form.Item label="Stat Type" htmlFor={`${uid}-stat_type`}>
        <Select
          id={`${uid}-stat_type`}
          aria-label="Stat Type"
          value={draft.stat_type}
          options={STAT_TYPE_OPTIONS}
          virtual={false}
          onChange={(stat_type) => {
            set({ stat_type });
          }}
        />
      </Form.Item>
      <Form.Item label="Line Value" htmlFor={`${uid}-line_value`} {...status('line_value')}>
        <InputNumber<number>
          id={`${uid}-line_value`}
          step={0.5}
          value={draft.line_value}
          onChange={(line_value) => {
            set({ line_value });
          }}
          style={{ width: '100%' }}
        />
      </Form.Item>
      <Form.Item label="Odds" htmlFor={`${uid}-odds`} {...status('odds')}>
        <InputNumber<number>
          id={`${uid}-odds`}
          value={draft.odds}
          onChange={(odds) => {
            set({ odds });
          }}
          style={{ width: '100%' }}
        />
      </Form.Item>
      {text('sportsbook', 'Sportsbook')}
      {text('game_id', 'Game ID')}
      <FormActions {...form} saveLabel="Save Changes" saveDisabled={!valid} />
    </Form>
  );
}
