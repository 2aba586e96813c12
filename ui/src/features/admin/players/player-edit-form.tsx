import { useId, useState } from 'react';
import { FormActions, type EditFormProps } from '@/features/admin/common/form-actions';
import { Form, Input, Select } from 'antd';
import { POSITIONS, type Player, type PlayerUpdate, type Position } from '@edgeboard/domain';

interface Draft {
  name: string;
  position: Position;
  espn_id: string;
  pff_id: string;
  sleeper_id: string;
}

const ID_FIELDS = [
  ['espn_id', 'ESPN ID'],
  ['pff_id', 'PFF ID'],
  ['sleeper_id', 'Sleeper ID'],
] as const;

/** An emptied id field clears that id rather than storing an empty string. */
const idOrNull = (v: string) => (v.trim() === '' ? null : v.trim());

export function PlayerEditForm({ player, ...form }: { player: Player } & EditFormProps<PlayerUpdate>) {
  const uid = useId();
  const [draft, setDraft] = useState<Draft>({
    name: player.name,
    position: player.position,
    espn_id: player.espn_id ?? '',
    pff_id: player.pff_id ?? '',
    sleeper_id: player.sleeper_id ?? '',
  });
  const nameMissing = draft.name.trim() === '';
  const set = (patch: Partial<Draft>) => {
    setDraft((d) => ({ ...d, ...patch }));
  };

  return (
    <Form
      layout="vertical"
      onFinish={() => {
        form.onSave({
          name: draft.name.trim(),
          position: draft.position,
          espn_id: idOrNull(draft.espn_id),
          pff_id: idOrNull(draft.pff_id),
          sleeper_id: idOrNull(draft.sleeper_id),
        });
      }}
    >
      <Form.Item
        label="Name"
        htmlFor={`${uid}-name`}
        validateStatus={nameMissing ? 'error' : undefined}
        help={nameMissing ? 'Name is required' : undefined}
      >
        <Input
          id={`${uid}-name`}
          value={draft.name}
          onChange={(e) => {
            set({ name: e.target.value });
          }}
        />
      </Form.Item>
      <Form.Item label="Position" htmlFor={`${uid}-position`}>
        <Select
          id={`${uid}-position`}
          aria-label="Position"
          value={draft.position}
          options={POSITIONS.map((p) => ({ value: p, label: p }))}
          onChange={(position) => {
            set({ position });
          }}
        />
      </Form.Item>
      {ID_FIELDS.map(([field, label]) => (
        <Form.Item key={field} label={label} htmlFor={`${uid}-${field}`}>
          <Input
            id={`${uid}-${field}`}
            value={draft[field]}
            onChange={(e) => {
              set({ [field]: e.target.value });
            }}
          />
        </Form.Item>
      ))}
      <FormActions {...form} saveLabel="Save Changes" saveDisabled={nameMissing} />
    </Form>
  );
}
