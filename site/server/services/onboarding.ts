import { TOOL_CATEGORY_IDS, type ToolCategoryId } from '@perch/tools';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

const known = new Set<string>(TOOL_CATEGORY_IDS);

/** The picked interests: known categories only, each once (a tampered form loses only the junk). */
export function interestsFromForm(form: URLSearchParams): ToolCategoryId[] {
  return [...new Set(form.getAll('interests'))].filter((v): v is ToolCategoryId => known.has(v));
}

/** Stores the interests and marks the flow done ('onboarding' after sign-up, or 'parooty'). */
export async function completeOnboarding(
  db: Database,
  userId: string,
  flow: 'onboarding' | 'parooty',
  interests: ToolCategoryId[],
) {
  const now = new Date();
  await db
    .update(users)
    .set(
      flow === 'onboarding'
        ? { interests, onboardedAt: now, updatedAt: now }
        : { interests, parootyOnboardedAt: now, updatedAt: now },
    )
    .where(eq(users.id, userId));
}
