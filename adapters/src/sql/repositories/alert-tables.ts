// The alert tables of migration 009 as kysely reads them, and a stored rule read back as the domain's AlertRule.
import { AlertRule } from '@edgeboard/domain';
import type { Generated, Selectable } from 'kysely';
import { parseJson, parseRow, toBool, toNumberOrNull } from '../row-mapping';
import type { BoolCol, JsonCol, NullableTimestampCol, TimestampCol } from '../tables';

export type AlertRulesTable = {
  id: Generated<number>;
  user_id: string;
  position: number;
  enabled: BoolCol;
  min_edge_score: number | null;
  min_ev_percent: number | null;
  stat_types: JsonCol;
  players: JsonCol;
  email: BoolCol;
  updated_at: TimestampCol;
};

export type AlertNoticesTable = {
  id: Generated<number>;
  user_id: string;
  pick_id: string;
  created_at: TimestampCol;
  read_at: NullableTimestampCol;
};

export type AlertTables = {
  alert_rules: AlertRulesTable;
  alert_notices: AlertNoticesTable;
  alert_watermark: { name: string; through: TimestampCol };
};

export function toRule(row: Selectable<AlertRulesTable>): AlertRule {
  return parseRow(AlertRule, 'alert_rules', {
    enabled: toBool(row.enabled),
    minEdgeScore: row.min_edge_score,
    minEvPercent: toNumberOrNull(row.min_ev_percent),
    statTypes: parseJson(row.stat_types),
    players: parseJson(row.players),
    email: toBool(row.email),
  });
}
