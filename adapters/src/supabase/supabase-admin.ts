// Hosted mode: the Supabase Auth admin endpoint that deletes a user, called with the service-role key.
export class SupabaseAdmin {
  constructor(
    private readonly supabaseUrl: string,
    private readonly serviceRoleKey: string,
    private readonly fetchImpl: typeof fetch = fetch,
  ) {}

  async deleteUser(userId: string): Promise<void> {
    const url = `${this.supabaseUrl.replace(/\/+$/, '')}/auth/v1/admin/users/${encodeURIComponent(userId)}`;
    const res = await this.fetchImpl(url, {
      method: 'DELETE',
      headers: { apikey: this.serviceRoleKey, authorization: `Bearer ${this.serviceRoleKey}` },
      signal: AbortSignal.timeout(10_000),
    });
    // 404: already gone, which is what the caller wants.
    if (!res.ok && res.status !== 404)
      throw new Error(`Supabase admin answered ${res.status} deleting a user`);
  }
}
