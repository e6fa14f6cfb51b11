import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSecrets } from '../db/schema';

const cache = new Map<string, Promise<string>>();

/**
 * A server-wide signing secret: the configured value, or one generated once and kept in the
 * database so every instance behind a load balancer signs and verifies with the same key.
 * (Read-through cached per process: the value never changes once written.)
 */
export function serverSecret(db: Database, name: string, configured?: string | undefined): Promise<string> {
  if (configured) return Promise.resolve(configured);
  let pending = cache.get(name);
  if (!pending) {
    pending = (async () => {
      await db
        .insert(appSecrets)
        .values({ name, value: randomBytes(32).toString('base64url') })
        .onConflictDoNothing();
      const [row] = await db.select({ value: appSecrets.value }).from(appSecrets).where(eq(appSecrets.name, name));
      if (!row) throw new Error(`secret ${name} could not be stored`);
      return row.value;
    })();
    pending.catch(() => cache.delete(name));
    cache.set(name, pending);
  }
  return pending;
}
