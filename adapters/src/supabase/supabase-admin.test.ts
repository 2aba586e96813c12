import { describe, expect, it } from 'vitest';
import { SupabaseAdmin } from './supabase-admin';

describe('SupabaseAdmin.deleteUser', () => {
  it('calls the admin endpoint with the service-role key and accepts 404 as already deleted', async () => {
    const calls: { url: string; init: RequestInit | undefined }[] = [];
    const admin = new SupabaseAdmin('https://x.supabase.co/', 'srk', (input, init) => {
      calls.push({ url: input instanceof Request ? input.url : input.toString(), init });
      return Promise.resolve(new Response(null, { status: calls.length === 1 ? 200 : 404 }));
    });
    await admin.deleteUser('u 1');
    await admin.deleteUser('u2');
    expect(calls[0]?.url).toBe('https://x.supabase.co/auth/v1/admin/users/u%201');
    expect(calls[0]?.init?.method).toBe('DELETE');
    expect((calls[0]?.init?.headers as Record<string, string>).authorization).toBe('Bearer srk');
  });

  it('fails on other errors', async () => {
    const admin = new SupabaseAdmin('https://x.supabase.co', 'srk', () =>
      Promise.resolve(new Response(null, { status: 500 })),
    );
    await expect(admin.deleteUser('u')).rejects.toThrow('500');
  });
});
