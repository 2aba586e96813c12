import { PaidTier, PLAN_CATALOGUE, planFeatures, type Plan } from '@edgeboard/domain';

/** The Player Prop Betting FAQ: plain answers, no promises. The spec fixes the count at FAQ_ITEM_COUNT. */
export interface FaqItem {
  question: string;
  answer: string;
}

/** One plan in the FAQ: its price and the domain's plan features (what the cards list and the gating opens). */
function planSummary(p: Plan): string {
  const trial = p.trialDays === undefined ? '' : `, after a ${String(p.trialDays)}-day free trial`;
  const features = PaidTier.safeParse(p.tier).success ? planFeatures(p.tier as PaidTier) : p.features;
  return `${p.name} ($${p.price.toFixed(2)}/${p.interval}${trial}): ${features.join('; ')}.`;
}

export const FAQ_ITEMS: readonly FaqItem[] = [
  {
    question: 'What is a player prop bet?',
    answer:
      "A player prop is a bet on one player's statistics in a single game rather than on the game's result — for example a quarterback's passing yards, a running back's rushing attempts or a receiver's receptions. The sportsbook posts a number (the line) and you choose Over or Under.",
  },
  {
    question: 'How does an Over/Under line work?',
    answer:
      'If the line is 64.5 receiving yards, Over wins when the player records 65 or more and Under wins at 64 or fewer. Each side carries a price (for example −110), which sets how much you win relative to your stake and includes the sportsbook\u2019s margin.',
  },
  {
    question: 'What happens on a push?',
    answer:
      'A push happens when the result lands exactly on a whole-number line — 5 receptions on a line of 5. Most sportsbooks refund the stake. Lines ending in .5 cannot push. Check your sportsbook\u2019s house rules, because some settle pushes differently in parlays.',
  },
  {
    question: 'What if the player does not play?',
    answer:
      'Most sportsbooks void a player prop when the player does not take the field, and refund the stake. If he plays even one snap, the bet usually stands. Rules vary by book, so read them before betting on a questionable player.',
  },
  {
    question: 'What is an Edge Score?',
    answer:
      "The Edge Score is EdgeBoard's confidence, from 0 to 100, that the suggested side of a prop will win. It comes from a model built on the player's recent game logs, usage, matchup and the line itself. It is an estimate of probability, not a guarantee.",
  },
  {
    question: 'What does "calibrated" mean?',
    answer:
      'A calibrated score means that, over many picks, the score matches how often picks actually win: picks scored around 55 should win roughly 55% of the time. Against real sportsbook lines most scores sit between 50 and 60, because the books’ prices already hold most of what can be known; the edge is in the price, so each pick also shows its fair odds, the best price across books and its expected value, and says "no play" when there is none. Calibration is checked against past seasons, and the Performance page shows how past picks actually did, losses included.',
  },
  {
    question: 'Does a high Edge Score mean I will win?',
    answer:
      'No. A 75 still loses about one time in four, and a run of losses is normal even for well-calibrated picks. Use the score to compare opportunities, not as a certainty. No tool, including this one, can promise a profit.',
  },
  {
    question: 'How does the Edge Score relate to the odds?',
    answer:
      'A price implies a break-even win rate: at −110 you need to win about 52.4% of bets to break even. A pick only has value if its true win probability is above the break-even rate of the price you actually get. Compare the Edge Score with the implied probability of your price.',
  },
  {
    question: 'Why do lines move, and what should I do about it?',
    answer:
      'Lines move on injury news, weather, lineup changes and where money is being bet. A pick analysed at 64.5 yards may be worse at 68.5. Always check the current line at your sportsbook; if it has moved against the pick, the edge may be gone.',
  },
  {
    question: 'Why does line shopping matter?',
    answer:
      'Different sportsbooks post different lines and prices for the same prop. Half a yard or a few cents of price can decide whether a bet has value. Over a season, consistently taking the best available number is one of the few advantages every bettor can control.',
  },
  {
    question: 'How much should I bet on each pick?',
    answer:
      'Decide a bankroll you can afford to lose entirely, keep it separate from everyday money, and stake a small, fixed share of it per bet (many bettors use 1–2%). Flat staking keeps a losing streak survivable. Never raise stakes to chase losses.',
  },
  {
    question: 'Should I combine props into parlays?',
    answer:
      'Parlays multiply the sportsbook\u2019s margin as well as the payout, and props from the same game are often correlated, which books price in. A parlay of individually good picks is usually a worse bet than the picks on their own. If you parlay, keep the stake small.',
  },
  {
    question: 'What is included in each plan?',
    answer: `${PLAN_CATALOGUE.filter((p) => p.tier !== 'free')
      .map(planSummary)
      .join(' ')} You can change or cancel your plan from your Profile.`,
  },
  {
    question: 'Does EdgeBoard place bets for me?',
    answer:
      'No. EdgeBoard is a research tool. We do not take bets, hold funds or connect to sportsbooks. You place any bet yourself with a licensed sportsbook where sports betting is legal for you.',
  },
  {
    question: 'Where can I get help with problem gambling?',
    answer:
      'Betting should be entertainment, never a way to make money you need. Set deposit and time limits with your sportsbook and take breaks. If betting stops being fun, call or text 1-800-GAMBLER (US) or visit ncpgambling.org for free, confidential help. You must be of legal betting age where you live.',
  },
];
