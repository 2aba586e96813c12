import { sql } from 'kysely';
import type { Kysely } from 'kysely';
import { columnTypes } from './column-types';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- migrations describe the schema, so they cannot be typed by it
export async function up(db: Kysely<any>): Promise<void> {
  const t = columnTypes(db);
  const s = db.schema;

  await s
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull().defaultTo('free'))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex('users_created_at_idx').on('users').column('created_at').execute();

  await s
    .createTable('plans')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('tier', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price', t.float, (c) => c.notNull())
    .addColumn('interval', 'text', (c) => c.notNull())
    .addColumn('features', t.json, (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('popular', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('trial_days', 'integer')
    .addColumn('price_id', 'text')
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();

  await s
    .createTable('subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('tier', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('price_id', 'text')
    .addColumn('provider_customer_id', 'text')
    .addColumn('provider_subscription_id', 'text', (c) => c.unique())
    .addColumn('current_period_start', t.timestamp, (c) => c.notNull())
    .addColumn('current_period_end', t.timestamp, (c) => c.notNull())
    .addColumn('cancel_at_period_end', t.bool, (c) => c.notNull().defaultTo(false))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await s
    .createIndex('subscriptions_user_idx')
    .on('subscriptions')
    .columns(['user_id', 'current_period_end'])
    .execute();
  await s
    .createIndex('subscriptions_status_idx')
    .on('subscriptions')
    .columns(['status', 'created_at'])
    .execute();

  await s
    .createTable('teams')
    .addColumn('abbr', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('conference', 'text', (c) => c.notNull())
    .addColumn('division', 'text', (c) => c.notNull())
    .addColumn('time_zone', 'text', (c) => c.notNull())
    .execute();

  await s
    .createTable('players')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('team_name', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('espn_id', 'text')
    .addColumn('pff_id', 'text')
    .addColumn('sleeper_id', 'text')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex('players_name_idx').on('players').columns(['name', 'id']).execute();

  await s
    .createTable('games')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('week', 'integer', (c) => c.notNull())
    .addColumn('kickoff', t.timestamp, (c) => c.notNull())
    .addColumn('home_team', 'text', (c) => c.notNull())
    .addColumn('away_team', 'text', (c) => c.notNull())
    .addColumn('home_score', 'integer')
    .addColumn('away_score', 'integer')
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('venue_time_zone', 'text', (c) => c.notNull())
    .execute();
  await s.createIndex('games_season_week_idx').on('games').columns(['season', 'week', 'kickoff']).execute();

  await s
    .createTable('game_logs')
    .addColumn('player_id', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text', (c) => c.notNull())
    .addColumn('team', 'text', (c) => c.notNull())
    .addColumn('opponent', 'text', (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('week', 'integer', (c) => c.notNull())
    .addColumn('passing_yards', 'integer', (c) => c.notNull())
    .addColumn('passing_tds', 'integer', (c) => c.notNull())
    .addColumn('interceptions', 'integer', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('completions', 'integer', (c) => c.notNull())
    .addColumn('rushing_yards', 'integer', (c) => c.notNull())
    .addColumn('rushing_tds', 'integer', (c) => c.notNull())
    .addColumn('carries', 'integer', (c) => c.notNull())
    .addColumn('receiving_yards', 'integer', (c) => c.notNull())
    .addColumn('receiving_tds', 'integer', (c) => c.notNull())
    .addColumn('receptions', 'integer', (c) => c.notNull())
    .addColumn('targets', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('game_logs_pk', ['player_id', 'game_id'])
    .execute();
  await s
    .createIndex('game_logs_player_idx')
    .on('game_logs')
    .columns(['player_id', 'season', 'week'])
    .execute();
  await s.createIndex('game_logs_season_idx').on('game_logs').columns(['season', 'week']).execute();

  await s
    .createTable('prop_lines')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text')
    .addColumn('stat_type', 'text', (c) => c.notNull())
    .addColumn('line_value', t.float, (c) => c.notNull())
    .addColumn('odds', 'integer', (c) => c.notNull())
    .addColumn('over_odds', 'integer')
    .addColumn('under_odds', 'integer')
    .addColumn('sportsbook', 'text', (c) => c.notNull())
    .addColumn('game_id', 'text')
    .addColumn('season', 'integer')
    .addColumn('week', 'integer')
    .addColumn('pulled_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex('prop_lines_week_idx').on('prop_lines').columns(['season', 'week']).execute();
  await s.createIndex('prop_lines_list_idx').on('prop_lines').columns(['pulled_at', 'id']).execute();

  await s
    .createTable('ai_picks')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('player', 'text', (c) => c.notNull())
    .addColumn('player_id', 'text')
    .addColumn('opponent', 'text', (c) => c.notNull())
    .addColumn('stat_type', 'text', (c) => c.notNull())
    .addColumn('pick', 'text', (c) => c.notNull())
    .addColumn('line_value', t.float, (c) => c.notNull())
    .addColumn('confidence', 'integer', (c) => c.notNull())
    .addColumn('reasoning', 'text', (c) => c.notNull())
    .addColumn('condensed_reasoning', 'text')
    .addColumn('analysis', t.json, (c) => c.notNull())
    .addColumn('season', 'integer', (c) => c.notNull())
    .addColumn('week', 'integer', (c) => c.notNull())
    .addColumn('game_id', 'text')
    .addColumn('team', 'text')
    .addColumn('position', 'text')
    .addColumn('projection', t.json)
    .addColumn('p_over', t.float)
    .addColumn('odds', 'integer')
    .addColumn('result', 'text')
    .addColumn('actual_value', t.float)
    .addColumn('profit', t.float)
    .addColumn('graded_at', t.timestamp)
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  // The feed sorts one week by confidence; the allowance takes a week's first picks by creation.
  await s
    .createIndex('ai_picks_feed_idx')
    .on('ai_picks')
    .columns(['season', 'week', 'confidence', 'id'])
    .execute();
  await s
    .createIndex('ai_picks_stat_idx')
    .on('ai_picks')
    .columns(['season', 'week', 'stat_type', 'id'])
    .execute();
  await s
    .createIndex('ai_picks_allowance_idx')
    .on('ai_picks')
    .columns(['season', 'week', 'created_at', 'id'])
    .execute();
  await s.createIndex('ai_picks_created_idx').on('ai_picks').columns(['created_at', 'id']).execute();
  await s.createIndex('ai_picks_graded_idx').on('ai_picks').columns(['graded_at']).execute();
  await s.createIndex('ai_picks_game_idx').on('ai_picks').column('game_id').execute();

  await s
    .createTable('articles')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('author', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('tags', t.json, (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('image_url', 'text')
    .addColumn('html_path', 'text')
    .addColumn('html', 'text')
    .addColumn('sections', t.json, (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addColumn('published_at', t.timestamp)
    .execute();
  await s.createIndex('articles_status_idx').on('articles').columns(['status', 'created_at']).execute();

  await s
    .createTable('rag_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('url', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await s
    .createIndex('rag_documents_source_idx')
    .on('rag_documents')
    .columns(['source', 'created_at'])
    .execute();
  await s.createIndex('rag_documents_created_idx').on('rag_documents').columns(['created_at']).execute();

  // Activity is an audit trail: no foreign key, so a deleted user's "deleted" row survives.
  await s
    .createTable('user_activity')
    .addColumn('id', t.serialType, t.serial)
    .addColumn('user_id', 'text', (c) => c.notNull())
    .addColumn('activity', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await s
    .createIndex('user_activity_user_idx')
    .on('user_activity')
    .columns(['user_id', 'created_at'])
    .execute();
  await s.createIndex('user_activity_created_idx').on('user_activity').columns(['created_at']).execute();

  await s
    .createTable('admin_settings')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('application', t.json)
    .addColumn('notification', t.json)
    .addColumn('integration', t.json)
    .addColumn('stripe_secret_key', 'text')
    .addColumn('recaptcha_secret_key', 'text')
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addCheckConstraint('admin_settings_single_row', sql`id = 1`)
    .execute();

  await s
    .createTable('mail_outbox')
    .addColumn('id', t.serialType, t.serial)
    .addColumn('to_address', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('text_body', 'text', (c) => c.notNull())
    .addColumn('html_body', 'text')
    .addColumn('kind', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex('mail_outbox_created_idx').on('mail_outbox').columns(['created_at']).execute();

  await s
    .createTable('contact_messages')
    .addColumn('id', t.serialType, t.serial)
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();

  await s
    .createTable('marketing_lists')
    .addColumn('id', t.serialType, t.serial)
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await s
    .createTable('marketing_contacts')
    .addColumn('id', t.serialType, t.serial)
    .addColumn('list_id', 'integer', (c) => c.notNull().references('marketing_lists.id').onDelete('cascade'))
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .addUniqueConstraint('marketing_contacts_list_email', ['list_id', 'email'])
    .execute();
  await s
    .createTable('marketing_fields')
    .addColumn('id', t.serialType, t.serial)
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await s
    .createTable('marketing_messages')
    .addColumn('id', t.serialType, t.serial)
    .addColumn('list_id', 'integer', (c) => c.notNull().references('marketing_lists.id').onDelete('cascade'))
    .addColumn('sender_name', 'text', (c) => c.notNull())
    .addColumn('sender_email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('body', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await s
    .createTable('marketing_campaigns')
    .addColumn('id', t.serialType, t.serial)
    .addColumn('message_id', 'integer', (c) =>
      c.notNull().references('marketing_messages.id').onDelete('cascade'),
    )
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('scheduled_at', t.timestamp)
    .addColumn('sent_at', t.timestamp)
    .addColumn('recipients', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .addColumn('updated_at', t.timestamp, (c) => c.notNull())
    .execute();

  await s
    .createTable('payment_events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('processed_at', t.timestamp, (c) => c.notNull())
    .execute();

  await s
    .createTable('page_views')
    .addColumn('id', t.serialType, t.serial)
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text')
    .addColumn('user_id', 'text')
    .addColumn('day', 'text', (c) => c.notNull())
    .addColumn('created_at', t.timestamp, (c) => c.notNull())
    .execute();
  await s.createIndex('page_views_day_path_idx').on('page_views').columns(['day', 'path']).execute();
}

const TABLES = [
  'page_views',
  'payment_events',
  'marketing_campaigns',
  'marketing_messages',
  'marketing_fields',
  'marketing_contacts',
  'marketing_lists',
  'contact_messages',
  'mail_outbox',
  'admin_settings',
  'user_activity',
  'rag_documents',
  'articles',
  'ai_picks',
  'prop_lines',
  'game_logs',
  'games',
  'players',
  'teams',
  'subscriptions',
  'plans',
  'users',
];

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- see up()
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of TABLES) await db.schema.dropTable(table).ifExists().execute();
}
