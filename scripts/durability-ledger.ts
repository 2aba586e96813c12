// The write load of `npm run durability` and its bookkeeping: every request is recorded as acknowledged (2xx),
// refused (another status) or unanswered (the connection died, e.g. under kill -9). Only acknowledged writes
// must be stored; an unanswered one may or may not be. verify() reads the database itself, not the API.
import Stripe from 'stripe';

/** What the check reads from the database. */
export interface Store {
  /** 'ok', or the problems found. */
  integrity(): Promise<string>;
  /** auth_users e-mails and users (profile) ids that exist. */
  signUps(): Promise<{ emails: Set<string>; profileIds: Set<string> }>;
  contactMessages(): Promise<Set<string>>;
  articleContents(): Promise<Map<string, string>>;
  paymentEventIds(): Promise<Set<string>>;
  subscriptionProviderIds(): Promise<Set<string>>;
  close(): Promise<void>;
}

interface Article {
  /** The content the last acknowledged edit set. */
  acknowledged: string;
  /** Contents sent after it whose answer never came: any of them may have been stored. */
  unanswered: Set<string>;
}

type Kind = 'sign-up' | 'contact' | 'admin edit' | 'webhook';
const KINDS: Kind[] = ['sign-up', 'contact', 'admin edit', 'webhook'];

export class Ledger {
  private readonly stripe = new Stripe('sk_test_durability_offline');
  private readonly signUps = new Map<string, string>(); // e-mail -> user id
  private readonly contacts = new Set<string>();
  private readonly articles = new Map<string, Article>();
  private readonly webhooks = new Map<string, string | null>(); // event id -> subscription id it creates
  /** Acknowledged article creates and edits (each article's final content is what verify checks). */
  private articleWrites = 0;
  private counter = 0;
  refused = 0;
  failed = 0;
  private readonly refusals: string[] = [];

  constructor(
    private readonly webhookSecret: string,
    private readonly tag: string,
  ) {}

  acknowledged(): number {
    return this.signUps.size + this.contacts.size + this.articleWrites + this.webhooks.size;
  }

  /** One client: cycles through the write kinds until told to stop (the server was killed). */
  async work(base: string, adminToken: string, worker: number, running: { stop: boolean }): Promise<void> {
    let mine: string | null = null; // this client's latest signed-up user (webhooks subscribe it)
    let article: string | null = null;
    while (!running.stop) {
      const n = this.counter++;
      const kind = KINDS[n % KINDS.length] ?? 'contact';
      const id = `${this.tag}-${worker}-${n}`;
      const headers = {
        'content-type': 'application/json',
        'x-forwarded-for': `10.${worker}.${(n >> 8) & 255}.${n & 255}`,
      };
      const send = (path: string, init: RequestInit) =>
        fetch(`${base}${path}`, { ...init, signal: AbortSignal.timeout(20_000) });
      try {
        if (kind === 'sign-up') {
          const email = `durability-${id}@example.test`;
          const res = await send('/auth/v1/signup', {
            method: 'POST',
            headers,
            body: JSON.stringify({ email, password: 'Durable-Pass-71!', data: { name: `Durable ${id}` } }),
          });
          if (this.refusedIf(res, kind)) continue;
          const body = (await res.json()) as { id?: string; user?: { id: string } };
          const userId = body.user?.id ?? body.id ?? '';
          this.signUps.set(email, userId);
          mine = userId;
        } else if (kind === 'contact') {
          const message = `Durability check ${id}`;
          const res = await send('/api/contact', {
            method: 'POST',
            headers,
            body: JSON.stringify({ name: 'Durability', email: `contact-${id}@example.test`, message }),
          });
          if (this.refusedIf(res, kind)) continue;
          this.contacts.add(message);
        } else if (kind === 'admin edit') {
          article = await this.editArticle(
            send,
            { ...headers, authorization: `Bearer ${adminToken}` },
            id,
            article,
          );
        } else {
          await this.webhook(send, headers, id, mine);
        }
      } catch {
        // No answer: the server died with the request in flight. Not acknowledged, so not owed.
        this.failed += 1;
      }
    }
  }

  private refusedIf(res: Response, kind: Kind): boolean {
    if (res.ok) return false;
    this.refused += 1;
    if (this.refusals.length < 5) this.refusals.push(`${kind} answered ${res.status}`);
    return true;
  }

  /** Creates an article, then edits its content on later turns (each edit a unique marker). */
  private async editArticle(
    send: (path: string, init: RequestInit) => Promise<Response>,
    headers: Record<string, string>,
    id: string,
    current: string | null,
  ): Promise<string | null> {
    const content = `Durability content ${id}`;
    if (current === null) {
      const res = await send('/api/admin/articles', {
        method: 'POST',
        headers,
        body: JSON.stringify({
          title: `Durability ${id}`,
          content,
          author: 'Durability',
          date: '2026-11-21',
          category: 'Analysis',
          tags: [],
          sections: [],
          status: 'draft',
        }),
      });
      if (this.refusedIf(res, 'admin edit')) return null;
      const created = (await res.json()) as { id: string };
      this.articles.set(created.id, { acknowledged: content, unanswered: new Set() });
      this.articleWrites += 1;
      return created.id;
    }
    const record = this.articles.get(current);
    record?.unanswered.add(content);
    const res = await send(`/api/admin/articles/${current}`, {
      method: 'PUT',
      headers,
      body: JSON.stringify({ content }),
    });
    if (this.refusedIf(res, 'admin edit')) return current;
    this.articleWrites += 1;
    if (record) record.acknowledged = content;
    record?.unanswered.clear();
    return current;
  }

  /** A signed Stripe-format delivery: subscribes this client's latest user, or an event the server only files. */
  private async webhook(
    send: (path: string, init: RequestInit) => Promise<Response>,
    headers: Record<string, string>,
    id: string,
    userId: string | null,
  ): Promise<void> {
    const eventId = `evt_${id.replace(/-/g, '_')}`;
    const subscriptionId = userId ? `sub_${id.replace(/-/g, '_')}` : null;
    const now = Math.floor(Date.now() / 1000);
    const event = subscriptionId
      ? {
          id: eventId,
          object: 'event',
          type: 'customer.subscription.created',
          data: {
            object: {
              id: subscriptionId,
              object: 'subscription',
              status: 'active',
              customer: `cus_${id.replace(/-/g, '_')}`,
              cancel_at_period_end: false,
              start_date: now,
              metadata: { userId, tier: 'starting' },
              items: {
                data: [
                  {
                    price: { id: 'price_local_starting' },
                    current_period_start: now,
                    current_period_end: now + 30 * 86_400,
                  },
                ],
              },
            },
          },
        }
      : { id: eventId, object: 'event', type: 'invoice.paid', data: { object: { id: `in_${id}` } } };
    const payload = JSON.stringify(event);
    const signature = this.stripe.webhooks.generateTestHeaderString({ payload, secret: this.webhookSecret });
    const res = await send('/api/stripe/webhook', {
      method: 'POST',
      headers: { ...headers, 'stripe-signature': signature },
      body: payload,
    });
    if (this.refusedIf(res, 'webhook')) return;
    this.webhooks.set(eventId, subscriptionId);
  }

  async verify(store: Store) {
    const lostExamples: string[] = [];
    const byKind: Record<string, { acknowledged: number; lost: number }> = {};
    const count = (kind: Kind, lost: boolean, what: string) => {
      const k = (byKind[kind] ??= { acknowledged: 0, lost: 0 });
      k.acknowledged += kind === 'admin edit' ? 0 : 1;
      if (lost) {
        k.lost += 1;
        if (lostExamples.length < 10) lostExamples.push(`${kind}: ${what}`);
      }
    };
    const users = await store.signUps();
    for (const [email, id] of this.signUps)
      count('sign-up', !users.emails.has(email) || !users.profileIds.has(id), email);
    const messages = await store.contactMessages();
    for (const m of this.contacts) count('contact', !messages.has(m), m);
    const contents = await store.articleContents();
    for (const [id, a] of this.articles) {
      const stored = contents.get(id);
      const ok = stored !== undefined && (stored === a.acknowledged || a.unanswered.has(stored));
      count('admin edit', !ok, `article ${id} holds ${stored ?? 'nothing'}, acknowledged ${a.acknowledged}`);
    }
    (byKind['admin edit'] ??= { acknowledged: 0, lost: 0 }).acknowledged = this.articleWrites;
    const events = await store.paymentEventIds();
    const subscriptions = await store.subscriptionProviderIds();
    for (const [eventId, sub] of this.webhooks)
      count('webhook', !events.has(eventId) || (sub !== null && !subscriptions.has(sub)), eventId);
    const lost = Object.values(byKind).reduce((n, k) => n + k.lost, 0);
    return {
      refusals: this.refusals,
      acknowledged: this.acknowledged(),
      lost,
      refused: this.refused,
      failed: this.failed,
      integrity: await store.integrity(),
      byKind,
      lostExamples,
    };
  }
}
