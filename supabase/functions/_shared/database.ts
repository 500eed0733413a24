/** The database's functions, called with the service role key that only the server holds. */

/** A database call gives up after this long (docs/security.md, "Messages to clients": a claim outlives a send). */
export const RPC_TIMEOUT_MS = 10_000;

export interface Database {
  supabaseUrl: string;
  serviceRoleKey: string;
}

export async function rpc<T>(db: Database, name: string, args: Record<string, unknown>): Promise<T> {
  const res = await fetch(`${db.supabaseUrl}/rest/v1/rpc/${name}`, {
    method: 'POST',
    headers: {
      apikey: db.serviceRoleKey,
      authorization: `Bearer ${db.serviceRoleKey}`,
      'content-type': 'application/json',
    },
    body: JSON.stringify(args),
    signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`${name}: ${res.status} ${text}`);
  return (text ? JSON.parse(text) : null) as T;
}
