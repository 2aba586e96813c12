import { AutoComplete } from 'antd';
import { useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { NO_PLAYER_MATCHES_MESSAGE } from '@edgeboard/domain';
import { usePlayerSuggestionsQuery } from '@/lib/player-suggestions.api';

const MAX_SUGGESTIONS = 10;

/** Find a player by name and open his research page (GET /api/players, the feed's suggestions). */
export function ResearchPlayerSearch() {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const needle = text.trim().toLowerCase();
  const players = usePlayerSuggestionsQuery(undefined, { skip: needle === '' });
  const options = useMemo(
    () =>
      needle === ''
        ? []
        : (players.data ?? [])
            .filter((p) => p.name.toLowerCase().includes(needle))
            .slice(0, MAX_SUGGESTIONS)
            .map((p) => ({ value: p.id, label: `${p.name} · ${p.position} · ${p.team_name}` })),
    [players.data, needle],
  );
  return (
    <div style={{ display: 'grid', gap: 4, maxWidth: 420 }}>
      <label htmlFor="research-search">Research another player</label>
      <AutoComplete
        id="research-search"
        value={text}
        options={options}
        onChange={setText}
        onSelect={(id: string) => {
          setText('');
          void navigate(`/dashboard/players/${encodeURIComponent(id)}`);
        }}
        placeholder="Search player name"
        notFoundContent={needle === '' || players.isFetching ? null : NO_PLAYER_MATCHES_MESSAGE}
        allowClear
      />
    </div>
  );
}
