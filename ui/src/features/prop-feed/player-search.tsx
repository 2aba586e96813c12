import { AutoComplete } from 'antd';
import { useMemo } from 'react';
import { NO_PLAYER_MATCHES_MESSAGE } from '@edgeboard/domain';
import { usePlayerSuggestionsQuery } from '@/lib/player-suggestions.api';

/** Suggestions shown at once; more would scroll a phone screen away from the filters. */
const MAX_SUGGESTIONS = 10;

export function PlayerSearch({
  id,
  value,
  onChange,
}: {
  id: string;
  value: string;
  onChange: (player: string) => void;
}) {
  const text = value.trim();
  // Player search runs only once there is something to search for.
  const players = usePlayerSuggestionsQuery(undefined, { skip: text === '' });
  const options = useMemo(() => {
    if (text === '') return [];
    const needle = text.toLowerCase();
    const seen = new Set<string>();
    const matches = [];
    for (const p of players.data ?? []) {
      if (matches.length === MAX_SUGGESTIONS) break;
      // The feed filters by name, so two players sharing a name are one suggestion.
      if (seen.has(p.name) || !p.name.toLowerCase().includes(needle)) continue;
      seen.add(p.name);
      matches.push({ value: p.name, label: `${p.name} · ${p.position} · ${p.team_name}` });
    }
    return matches;
  }, [players.data, text]);

  const notFound = text === '' || players.isFetching ? null : NO_PLAYER_MATCHES_MESSAGE;
  return (
    <AutoComplete
      id={id}
      value={value}
      options={options}
      onChange={onChange}
      placeholder="Search player name"
      notFoundContent={notFound}
      allowClear
      style={{ width: '100%' }}
    />
  );
}
