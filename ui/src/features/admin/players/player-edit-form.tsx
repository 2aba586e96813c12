import { useId, useState } from 'react';
import { FormActions, type EditFormProps } from '@/features/admin/common/form-actions';
import { Form, Select } from 'antd';
import { TextField } from '@/features/admin/common/text-field';
import { idLabel, PLAYER_ID_SOURCES } from '@/features/admin/common/player-ids';
import { POSITIONS, type Player, type PlayerUpdate, type Position } from '@edgeboard/domain';

interface Draft {
  name: string;
  position: Position;
  espn_id: string;
  pff_id: string;
  sleeper_id: string;
}

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
      <TextField
        id={`${uid}-name`}
        label="Name"
        value={draft.name}
        error={nameMissing ? 'Name is required' : undefined}
        onChange={(name) => {
          set({ name });
        }}
      />
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
      {PLAYER_ID_SOURCES.map(({ field, source }) => (
        <TextField
          key={field}
          id={`${uid}-${field}`}
          label={idLabel(source)}
          value={draft[field]}
          onChange={(value) => {
            set({ [field]: value });
          }}
        />
      ))}
      <FormActions {...form} saveLabel="Save Changes" saveDisabled={nameMissing} />
    </Form>
  );
}
