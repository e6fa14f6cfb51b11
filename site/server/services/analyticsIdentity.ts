import type { AnalyticsIdentity, PeopleProperties } from '../../shared/analytics/properties';
import type { UserRow } from '../auth/sessions';
import type { SubscriptionRow } from './subscriptions';

/**
 * Who a page belongs to, for product analytics (spec §4 Authentication): a signed-in user is
 * identified by their id with the people properties of spec §3; a visitor by the synthetic guest
 * id with role guest; nobody yet (no guest id) by nothing.
 */
export function identityOfUser(
  user: Pick<UserRow, 'id' | 'email' | 'firstName' | 'lastName' | 'role' | 'hasPermission' | 'lastLoginAt'>,
  subscription: Pick<SubscriptionRow, 'status' | 'plan' | 'createdAt'> | null,
): AnalyticsIdentity {
  const properties: PeopleProperties = {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    role: user.role,
    has_permission: user.hasPermission,
    last_login: user.lastLoginAt?.toISOString() ?? null,
    subscription_status: subscription?.status ?? 'none',
    subscription_plan: subscription?.plan ?? null,
    subscription_start_date: subscription?.createdAt.toISOString() ?? null,
  };
  return { kind: 'user', distinctId: user.id, properties };
}

export function identityOfGuest(guestId: string): AnalyticsIdentity {
  return { kind: 'guest', distinctId: guestId, properties: { role: 'guest' } };
}
