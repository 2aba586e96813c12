// Example answers of the back office, from the rows the admin provider states seed (admin-sample-data.ts).
// A field the domain marks nullish (null or absent) is left out of an example when the seeded rows do not all
// agree on it: Pact has no "this type or null" matcher, and a key the contract does not name may be anything.
import {
  DEFAULT_SETTINGS,
  PICK_DIRECTIONS,
  ROLES,
  type AdminSettings,
  type AiPick,
  type Player,
  type PropLine,
  type Subscription,
  type UserProfile,
} from '@edgeboard/domain';
import { editablePick, samplePropLine, SAMPLE_GAME_LOGS, SETTINGS_RECIPIENT } from '../../admin-sample-data';
import { pick, SAMPLE_ARTICLE, SAMPLE_PLAYER } from '../../sample-data';
import { oneOf, shapeOf } from '../../shape';

export const USER_ID = '00000000-0000-4000-8000-000000000002';
export const OTHER_USER_ID = '00000000-0000-4000-8000-000000000003';
export const STAMP = '2025-10-07T12:00:00.000Z';

type Without<T, K extends keyof T> = Omit<T, K>;

export const userProfile: UserProfile = {
  id: OTHER_USER_ID,
  name: 'Sam',
  email: 'sam@example.com',
  role: 'user',
  created_at: STAMP,
};
export const userProfileShape = () => shapeOf({ ...userProfile, role: oneOf(ROLES, userProfile.role) });

export const subscription: Subscription = {
  id: 'subscription-1',
  user_id: OTHER_USER_ID,
  tier: 'starting',
  status: 'active',
  current_period_start: '2026-11-21T12:00:00.000Z',
  current_period_end: '2026-12-21T12:00:00.000Z',
  cancel_at_period_end: false,
  // Local grants (the seeded subscriptions) carry no price or provider id.
  price_id: null,
  provider_subscription_id: null,
  created_at: STAMP,
  updated_at: STAMP,
};

/** The seeded article as the back office shows it: no stored HTML. */
export const adminArticle = {
  ...(({ imageUrl: _i, htmlPath: _h, ...a }) => a)(SAMPLE_ARTICLE),
  id: 'article-1',
  isFavorite: false,
  created_at: STAMP,
  updated_at: STAMP,
  published_at: STAMP,
  html: null,
};
export const articleInput = { ...SAMPLE_ARTICLE };

type NullishPickKeys =
  'player_id' | 'condensed_reasoning' | 'game_id' | 'team' | 'position' | 'projection' | 'p_over' | 'odds';
const withoutNullish = (p: AiPick): Without<AiPick, NullishPickKeys> => {
  const {
    player_id: _1,
    condensed_reasoning: _2,
    game_id: _3,
    team: _4,
    position: _5,
    projection: _6,
    p_over: _7,
    odds: _8,
    ...rest
  } = p;
  const { weather_impact: _w, ...analysis } = rest.analysis;
  // A chart label: an ISO date or, for the engine's picks, a season and week ("2024 W5").
  return { ...rest, analysis: { ...analysis, historicalGames: [{ date: '2024 W5', points: 71 }] } };
};

/** A graded pick (the high band holds graded picks only). */
export const gradedPick = withoutNullish(
  pick('w5-5', { week: 5, confidence: 85, createdMinute: 5, result: 'win' }),
);
/** An ungraded pick: its result fields are null. */
export const ungradedPick = withoutNullish(editablePick('editable-pick-1'));
/** The analysis arrays of an engine pick may be empty (no concern found). */
export const PICK_SHAPE = { mayBeEmpty: ['supporting_factors', 'concerns', 'factors', 'historicalGames'] };
export const pickShape = (p: Record<string, unknown> & { pick?: string }) =>
  shapeOf(
    { ...p, pick: oneOf(PICK_DIRECTIONS, p.pick ?? 'over') },
    { ...PICK_SHAPE, fractional: ['line_value', 'actual_value', 'profit', 'value', 'points'] },
  );

export const player: Without<Player, 'espn_id' | 'pff_id' | 'sleeper_id'> = (({
  espn_id: _e,
  pff_id: _p,
  sleeper_id: _s,
  ...p
}) => p)(SAMPLE_PLAYER);
export const gameLog = SAMPLE_GAME_LOGS[0];

export const propLine: Without<PropLine, 'player_id' | 'over_odds' | 'under_odds' | 'season' | 'week'> = (({
  player_id: _p,
  over_odds: _o,
  under_odds: _u,
  season: _s,
  week: _w,
  ...l
}) => l)(samplePropLine('line-1'));
export const propLineShape = () => shapeOf(propLine, { fractional: ['line_value'] });

export const importReport = {
  imported: 0,
  refused: 1,
  skipped: 0,
  rows: [
    {
      line: 2,
      player: SAMPLE_PLAYER.name,
      stat_type: 'receiving_yards',
      status: oneOf(['imported', 'refused', 'skipped'], 'refused'),
      reasons: ['game_id "g6" is not a known game'],
    },
  ],
};
export const importReportShape = () => shapeOf(importReport, { mayBeEmpty: ['reasons'] });

// The domain's defaults with a recipient and every key set, so no string in the example is empty.
export const settings: AdminSettings = {
  ...DEFAULT_SETTINGS,
  notification: { ...DEFAULT_SETTINGS.notification, adminEmailRecipients: [SETTINGS_RECIPIENT] },
  integration: {
    stripePublicKey: 'pk_test_example',
    stripeSecretKey: '••••••••',
    googleAnalyticsId: 'G-EXAMPLE',
    recaptchaSiteKey: 'site-key',
    recaptchaSecretKey: '••••••••',
    enableSocialLogin: false,
  },
};
export const settingsShape = () =>
  shapeOf({
    ...settings,
    id: 1,
    application: {
      ...settings.application,
      defaultUserRole: oneOf(ROLES, settings.application.defaultUserRole),
    },
  });
