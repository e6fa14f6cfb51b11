// A local stand-in for Clerk that speaks its wire protocol, so the real clerk-js and Clerk UI
// bundles (devDependencies @clerk/clerk-js and @clerk/ui) run in Chromium without the network:
//   - over HTTPS (self-signed; the browser context ignores certificate errors) it plays the
//     frontend host: Clerk's CDN paths (/npm/@clerk/clerk-js@6/dist/…, /npm/@clerk/ui@1/dist/…)
//     served from node_modules, and a minimal Frontend API (/v1/environment, /v1/client, sign-in
//     with e-mail and password, sessions, tokens) for one production instance and one user;
//   - over HTTP it plays the Backend API our server calls (GET /v1/users/:id, POST
//     /v1/sessions/:id/revoke);
//   - optionally an OAuth provider ("Continue with Google"): the sign-in or sign-up it starts
//     sends the browser to /oauth/authorize here, which completes it and redirects to the
//     redirect_url clerk-js gave, as Clerk's Frontend API does after the provider answers.
// Requests may come straight from the browser or through the site's relative proxy (/__clerk);
// the proxy's headers are recorded in `proxied`.
// Session tokens are RS256 JWTs signed with a key made here; the server verifies them with
// CLERK_JWT_KEY. Frontend API state is one client, reset between tests.
import { execFileSync } from 'node:child_process';
import { createSign, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './server';

export interface StandInUser {
  id: string;
  /** What the ids of this user's sessions start with: each sign-in makes a new session, as at Clerk. */
  sessionId: string;
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  publicMetadata: Record<string, unknown>;
}
/** A plain user. */
export const STAND_IN_USER: StandInUser = {
  id: 'user_ada',
  sessionId: 'sess_ada',
  email: 'ada@clerk.perch.test',
  password: 'analytical-engine',
  firstName: 'Ada',
  lastName: 'Lovelace',
  publicMetadata: {},
};
/** An admin: publicMetadata.role = 'admin'. */
export const STAND_IN_ADMIN: StandInUser = {
  id: 'user_grace',
  sessionId: 'sess_grace',
  email: 'grace@clerk.perch.test',
  password: 'compiler-first',
  firstName: 'Grace',
  lastName: 'Hopper',
  publicMetadata: { role: 'admin' },
};
const USERS = [STAND_IN_USER, STAND_IN_ADMIN];
const CLIENT_ID = 'client_perch';

/** What the site's proxy added to a request it forwarded (Clerk's proxy headers). */
export interface ProxiedRequest {
  route: string;
  proxyUrl: string;
  secretKey: string | undefined;
  forwardedFor: string | undefined;
}

/** What the next /sso-callback finds on the client, as Clerk's Frontend API would after a redirect. */
export type CallbackState = 'none' | 'oauth-complete' | 'oauth-new-user' | 'oauth-transfer-refused';

export interface ClerkStandIn {
  /** pk_live_ key naming this stand-in as the frontend host. */
  publishableKey: string;
  secretKey: string;
  /** PEM public key for CLERK_JWT_KEY. */
  jwtKey: string;
  /** CLERK_API_URL. */
  apiUrl: string;
  /** https://127.0.0.1:port — the frontend host. */
  frontendOrigin: string;
  /** Its self-signed certificate (PEM file): NODE_EXTRA_CA_CERTS for a server that proxies to it. */
  caFile: string;
  /** Every request seen, "METHOD /path". */
  seen: string[];
  /** The id of the session the latest sign-in made ("sess_ada_3"). */
  readonly sessionId: string;
  /** The requests that came through a proxy (they carry Clerk-Proxy-Url). */
  proxied: ProxiedRequest[];
  /** Every redirect_url an OAuth sign-in or sign-up was started with, "sign_in <url>" / "sign_up <url>". */
  oauthRedirects: string[];
  /** Offers "Continue with Google" (off after reset). */
  enableOAuth(enabled: boolean): void;
  /** Makes Clerk's script URLs answer 500 (the "script failed to load" case). */
  failScripts(fail: boolean): void;
  setCallbackState(state: CallbackState): void;
  reset(): void;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'perch-clerk-tls-'));
  try {
    execFileSync(
      'openssl',
      [
        'req',
        '-x509',
        '-newkey',
        'rsa:2048',
        '-nodes',
        '-days',
        '1',
        '-subj',
        '/CN=127.0.0.1',
        '-addext',
        'subjectAltName=IP:127.0.0.1',
        '-keyout',
        path.join(dir, 'key.pem'),
        '-out',
        path.join(dir, 'cert.pem'),
      ],
      { stdio: 'ignore' },
    );
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const header = (req: IncomingMessage, name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

const listen = (server: Server) =>
  new Promise<number>((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)),
  );

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

const now = () => Date.now();

function userJson(user: StandInUser) {
  return {
    object: 'user',
    id: user.id,
    first_name: user.firstName,
    last_name: user.lastName,
    username: null,
    image_url: '',
    has_image: false,
    primary_email_address_id: `idn_${user.id}`,
    primary_phone_number_id: null,
    primary_web3_wallet_id: null,
    email_addresses: [
      {
        object: 'email_address',
        id: `idn_${user.id}`,
        email_address: user.email,
        verification: { status: 'verified', strategy: 'email_code', attempts: null, expire_at: null },
        linked_to: [],
        reserved: false,
        created_at: 1,
        updated_at: 1,
      },
    ],
    phone_numbers: [],
    web3_wallets: [],
    external_accounts: [],
    enterprise_accounts: [],
    passkeys: [],
    organization_memberships: [],
    saml_accounts: [],
    public_metadata: user.publicMetadata,
    private_metadata: {},
    unsafe_metadata: {},
    password_enabled: true,
    two_factor_enabled: false,
    totp_enabled: false,
    backup_code_enabled: false,
    create_organization_enabled: false,
    delete_self_enabled: true,
    last_sign_in_at: now(),
    created_at: 1_700_000_000_000,
    updated_at: 1_700_000_000_000,
  };
}

/** The environment of a production instance: e-mail + password sign-in and sign-up, nothing else. */
function environmentJson(oauth: boolean) {
  const attribute = (name: string, on: Partial<Record<string, unknown>> = {}) => ({
    enabled: false,
    required: false,
    used_for_first_factor: false,
    first_factors: [],
    used_for_second_factor: false,
    second_factors: [],
    verifications: [],
    verify_at_sign_up: false,
    name,
    ...on,
  });
  return {
    object: 'environment',
    id: 'env_perch',
    auth_config: {
      object: 'auth_config',
      id: 'aac_perch',
      single_session_mode: true,
      claimed_at: null,
      reverification: false,
    },
    display_config: {
      object: 'display_config',
      id: 'display_config_perch',
      instance_environment_type: 'production',
      application_name: 'Perch',
      theme: {
        buttons: { font_color: '#ffffff', font_family: 'sans-serif', font_weight: '600' },
        general: {
          color: '#D87A3F',
          padding: '1em',
          box_shadow: 'none',
          font_color: '#fafafa',
          font_family: 'sans-serif',
          border_radius: '0.375em',
          background_color: '#18181b',
          label_font_weight: '600',
        },
        accounts: { background_color: '#18181b' },
      },
      preferred_sign_in_strategy: 'password',
      logo_image_url: '',
      favicon_image_url: '',
      home_url: '/',
      sign_in_url: '/login',
      sign_up_url: '/signup',
      user_profile_url: '/profile',
      after_sign_in_url: '/dashboard',
      after_sign_up_url: '/onboarding',
      after_sign_out_one_url: '/',
      after_sign_out_all_url: '/',
      after_switch_session_url: '/',
      branded: false,
      captcha_public_key: null,
      captcha_widget_type: null,
      captcha_provider: null,
      captcha_public_key_invisible: null,
      captcha_oauth_bypass: [],
      captcha_heartbeat: false,
      support_email: '',
      clerk_js_version: '6',
      organization_profile_url: '',
      create_organization_url: '',
      after_leave_organization_url: '',
      after_create_organization_url: '',
      google_one_tap_client_id: null,
      show_devmode_warning: false,
      terms_url: null,
      privacy_policy_url: null,
      waitlist_url: '',
      after_join_waitlist_url: '',
    },
    user_settings: {
      social: oauth
        ? {
            oauth_google: {
              enabled: true,
              required: false,
              authenticatable: true,
              block_email_subaddresses: false,
              strategy: 'oauth_google',
              name: 'Google',
              logo_url: null,
            },
          }
        : {},
      saml: { enabled: false },
      enterprise_sso: { enabled: false },
      attributes: {
        email_address: attribute('email_address', {
          enabled: true,
          required: true,
          used_for_first_factor: true,
          first_factors: ['email_code'],
          verifications: ['email_code'],
          verify_at_sign_up: true,
        }),
        phone_number: attribute('phone_number'),
        username: attribute('username'),
        web3_wallet: attribute('web3_wallet'),
        first_name: attribute('first_name', { enabled: true }),
        last_name: attribute('last_name', { enabled: true }),
        password: attribute('password', { enabled: true, required: true }),
        authenticator_app: attribute('authenticator_app'),
        ticket: attribute('ticket'),
        backup_code: attribute('backup_code'),
        passkey: attribute('passkey'),
      },
      actions: { delete_self: true, create_organization: false, create_organizations_limit: null },
      sign_in: { second_factor: { required: false } },
      sign_up: {
        captcha_enabled: false,
        captcha_widget_type: 'smart',
        custom_action_required: false,
        progressive: true,
        mode: 'public',
        legal_consent_enabled: false,
      },
      password_settings: {
        disable_hibp: true,
        min_length: 8,
        max_length: 72,
        require_special_char: false,
        require_numbers: false,
        require_uppercase: false,
        require_lowercase: false,
        show_zxcvbn: false,
        min_zxcvbn_strength: 0,
        enforce_hibp_on_sign_in: false,
        allowed_special_characters: '',
      },
      passkey_settings: { allow_autofill: false, show_sign_in_button: false },
    },
    organization_settings: {
      enabled: false,
      max_allowed_memberships: 5,
      actions: { admin_delete: true },
      domains: { enabled: false, enrollment_modes: [], default_role: null },
    },
    commerce_settings: {
      billing: {
        enabled: false,
        has_paid_user_plans: false,
        has_paid_org_plans: false,
        user: { enabled: false, has_paid_plans: false },
        organization: { enabled: false, has_paid_plans: false },
      },
    },
    api_keys_settings: { enabled: false, user_api_keys_enabled: false, orgs_api_keys_enabled: false },
    maintenance_mode: false,
  };
}

export async function startClerkStandIn({ tokenSeconds = 60 }: { tokenSeconds?: number } = {}): Promise<ClerkStandIn> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const tls = selfSignedCertificate();
  const caDir = mkdtempSync(path.join(tmpdir(), 'perch-clerk-ca-'));
  const caFile = path.join(caDir, 'cert.pem');
  writeFileSync(caFile, tls.cert);
  const seen: string[] = [];
  const proxied: ProxiedRequest[] = [];
  const oauthRedirects: string[] = [];
  let scriptsFail = false;
  let frontendOrigin = '';
  let signIn: Record<string, unknown> | null = null;
  // The user the client's sign-in (and its session) belongs to.
  let user: StandInUser = STAND_IN_USER;
  let sessionActive = false;
  // Each sign-in makes a new session, so a session our server was told had ended stays ended.
  let sessions = 0;
  let sessionId = '';
  let lastActive: string | null = null;
  let signUpAllowed = false;
  let oauth = false;

  // Like Clerk's, the token names the frontend API as its issuer even when it came through a proxy.
  const sign = (claims: Record<string, unknown>) => {
    const t = Math.floor(now() / 1000);
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const body = `${b64({ alg: 'RS256', typ: 'JWT', kid: 'ins_perch' })}.${b64({ sub: user.id, sid: sessionId, iss: frontendOrigin, iat: t - 2, nbf: t - 2, exp: t + tokenSeconds, v: 2, ...claims })}`;
    return `${body}.${createSign('RSA-SHA256').update(body).sign(privateKey).toString('base64url')}`;
  };
  const sessionJson = () => ({
    object: 'session',
    id: sessionId,
    status: 'active',
    expire_at: now() + 86_400_000,
    abandon_at: now() + 86_400_000,
    last_active_at: now(),
    last_active_organization_id: null,
    actor: null,
    tasks: null,
    factor_verification_age: [0, -1],
    user: userJson(user),
    public_user_data: {
      first_name: user.firstName,
      last_name: user.lastName,
      image_url: '',
      has_image: false,
      identifier: user.email,
    },
    last_active_token: { object: 'token', jwt: sign({}) },
    created_at: now(),
    updated_at: now(),
  });
  const signUpJson = () => null;
  const clientJson = () => ({
    object: 'client',
    id: CLIENT_ID,
    sessions: sessionActive ? [sessionJson()] : [],
    sign_in: signIn,
    sign_up: signUpJson(),
    last_active_session_id: lastActive,
    captcha_bypass: false,
    cookie_expires_at: null,
    created_at: 1,
    updated_at: now(),
  });
  const signInJson = (status: string, extra: Record<string, unknown> = {}) => ({
    object: 'sign_in_attempt',
    id: 'sia_perch',
    status,
    supported_identifiers: ['email_address'],
    identifier: user.email,
    supported_first_factors: [{ strategy: 'password' }],
    supported_second_factors: null,
    first_factor_verification: null,
    second_factor_verification: null,
    user_data: { first_name: user.firstName, last_name: user.lastName, image_url: '', has_image: false },
    created_session_id: null,
    abandon_at: now() + 86_400_000,
    ...extra,
  });
  const activate = () => {
    sessionId = `${user.sessionId}_${++sessions}`;
    sessionActive = true;
    lastActive = sessionId;
  };
  const reset = () => {
    signIn = null;
    user = STAND_IN_USER;
    sessionActive = false;
    lastActive = null;
    scriptsFail = false;
    signUpAllowed = false;
    oauth = false;
    proxied.length = 0;
    oauthRedirects.length = 0;
  };
  function setCallbackState(state: CallbackState) {
    user = STAND_IN_USER;
    if (state === 'oauth-complete') {
      // The provider sent the visitor back and Clerk's Frontend API completed the sign-in: the
      // client already holds the new session, which clerk-js takes as the active one on load.
      activate();
      signIn = signInJson('complete', { created_session_id: sessionId });
    } else if (state === 'oauth-new-user' || state === 'oauth-transfer-refused') {
      // No account for this external identity: handleRedirectCallback asks for a sign-up by
      // transfer, which creates the account or is refused.
      signUpAllowed = state === 'oauth-new-user';
      signIn = signInJson('needs_identifier', {
        first_factor_verification: {
          status: 'transferable',
          strategy: 'oauth_google',
          attempts: null,
          expire_at: null,
          error: {
            code: 'external_account_not_found',
            message: 'The External Account was not found.',
            long_message: 'The External Account was not found.',
            meta: {},
          },
        },
      });
    } else {
      signIn = null;
    }
  }
  /** The provider's consent screen, as far as clerk-js can tell: a URL it sends the window to. */
  const providerUrl = (flow: 'sign_in' | 'sign_up', redirectUrl: string) =>
    `${frontendOrigin}/oauth/authorize?${new URLSearchParams({ flow, redirect_url: redirectUrl })}`;

  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.statusCode = status;
    res.setHeader('content-type', 'application/json');
    res.end(JSON.stringify(body));
  };
  const apiError = (res: ServerResponse, status: number, code: string, message: string) =>
    send(res, status, { errors: [{ code, message, long_message: message, meta: {} }], clerk_trace_id: 'trace' });
  const withClient = (res: ServerResponse, response: unknown) => send(res, 200, { response, client: clientJson() });

  // The loader asks for the major version (@6, @1); the bundles then load their chunks by exact version.
  const cdnPath = /^\/npm\/@clerk\/(clerk-js|ui)@[^/]+\/dist\/(.+)$/;
  const sessionPath = /^\/v1\/client\/sessions\/([^/]+)\/(touch|tokens|end|remove)/;

  const frontend = createHttpsServer(tls, async (req, res) => {
    const url = new URL(req.url ?? '/', frontendOrigin);
    const method = url.searchParams.get('_method') ?? req.method ?? 'GET';
    seen.push(`${method} ${url.pathname}`);
    const proxyUrl = header(req, 'clerk-proxy-url');
    if (proxyUrl)
      proxied.push({
        route: `${method} ${url.pathname}`,
        proxyUrl,
        secretKey: header(req, 'clerk-secret-key'),
        forwardedFor: header(req, 'x-forwarded-for'),
      });
    const origin = req.headers.origin;
    if (origin) {
      res.setHeader('access-control-allow-origin', origin);
      res.setHeader('access-control-allow-credentials', 'true');
      res.setHeader('vary', 'origin');
    }
    if (req.method === 'OPTIONS') {
      res.setHeader('access-control-allow-methods', 'GET, POST, PATCH, PUT, DELETE');
      res.setHeader('access-control-allow-headers', req.headers['access-control-request-headers'] ?? '*');
      res.statusCode = 204;
      return res.end();
    }
    const cdn = cdnPath.exec(url.pathname);
    if (cdn) {
      const dir = path.join(ROOT, 'node_modules/@clerk', cdn[1]!, 'dist');
      const file = path.join(dir, cdn[2]!);
      if (scriptsFail || !file.startsWith(dir + path.sep))
        return apiError(res, 500, 'unavailable', 'scripts unavailable');
      try {
        const body = readFileSync(file);
        res.setHeader('content-type', file.endsWith('.css') ? 'text/css' : 'application/javascript');
        return res.end(body);
      } catch {
        return apiError(res, 404, 'resource_not_found', 'not found');
      }
    }
    const form = req.method === 'POST' ? await readForm(req) : new URLSearchParams();
    const route = `${method} ${url.pathname}`;
    if (route === 'GET /v1/environment') return send(res, 200, environmentJson(oauth));
    if (route === 'GET /v1/client' || route === 'POST /v1/client' || route === 'PUT /v1/client')
      return send(res, 200, { response: clientJson(), client: null });
    // The provider answered and Clerk sends the browser back to the redirect_url: a sign-in is
    // complete; a sign-up is an identity without an account, which the callback signs up by transfer.
    if (route === 'GET /oauth/authorize') {
      setCallbackState(url.searchParams.get('flow') === 'sign_in' ? 'oauth-complete' : 'oauth-new-user');
      res.statusCode = 303;
      res.setHeader('location', url.searchParams.get('redirect_url') ?? '/');
      return res.end();
    }
    const strategy = form.get('strategy') ?? '';
    if (
      (route === 'POST /v1/client/sign_ins' || route === 'POST /v1/client/sign_ups') &&
      strategy.startsWith('oauth_')
    ) {
      if (!oauth) return apiError(res, 422, 'strategy_for_user_invalid', 'This strategy is not enabled.');
      const flow = route === 'POST /v1/client/sign_ins' ? 'sign_in' : 'sign_up';
      const redirectUrl = form.get('redirect_url') ?? '';
      oauthRedirects.push(`${flow} ${redirectUrl}`);
      const verification = {
        status: 'unverified',
        strategy,
        attempts: null,
        expire_at: now() + 600_000,
        external_verification_redirect_url: providerUrl(flow, redirectUrl),
        error: null,
      };
      if (flow === 'sign_in') {
        signIn = signInJson('needs_first_factor', { identifier: null, first_factor_verification: verification });
        return withClient(res, signIn);
      }
      return withClient(res, {
        object: 'sign_up_attempt',
        id: 'sua_perch',
        status: 'missing_requirements',
        required_fields: [],
        optional_fields: [],
        missing_fields: [],
        unverified_fields: [],
        verifications: { email_address: null, phone_number: null, web3_wallet: null, external_account: verification },
        username: null,
        email_address: null,
        phone_number: null,
        web3_wallet: null,
        external_account_strategy: strategy,
        external_account: null,
        has_password: false,
        unsafe_metadata: {},
        created_session_id: null,
        created_user_id: null,
        abandon_at: now() + 86_400_000,
        legal_accepted_at: null,
      });
    }
    if (route === 'POST /v1/client/sign_ins') {
      const identifier = form.get('identifier')?.toLowerCase();
      // An empty create starts a new attempt, as Clerk's Frontend API does: clerk-ui's SignIn
      // sends one on mount to clear a failed external login's error (signIn.create({})).
      if (!identifier) {
        signIn = signInJson('needs_identifier', { identifier: null, user_data: null });
        return withClient(res, signIn);
      }
      const found = USERS.find((u) => u.email === identifier);
      if (!found) return apiError(res, 422, 'form_identifier_not_found', "Couldn't find your account.");
      user = found;
      signIn = signInJson('needs_first_factor');
      return withClient(res, signIn);
    }
    if (route === 'GET /v1/client/sign_ins/sia_perch' && signIn) return withClient(res, signIn);
    if (route === 'POST /v1/client/sign_ins/sia_perch/attempt_first_factor') {
      if (form.get('strategy') !== 'password' || form.get('password') !== user.password) {
        return apiError(
          res,
          422,
          'form_password_incorrect',
          'Password is incorrect. Try again, or use another method.',
        );
      }
      activate();
      signIn = signInJson('complete', { created_session_id: sessionId, identifier: user.email });
      return withClient(res, signIn);
    }
    const session = sessionPath.exec(url.pathname);
    if (session && session[1] === sessionId && sessionActive) {
      if (session[2] === 'touch') {
        lastActive = sessionId;
        return withClient(res, sessionJson());
      }
      if (session[2] === 'tokens') return send(res, 200, { object: 'token', jwt: sign({}) });
      sessionActive = false;
      lastActive = null;
      return withClient(res, { ...sessionJson(), status: 'ended' });
    }
    if (route === 'DELETE /v1/client') {
      sessionActive = false;
      lastActive = null;
      signIn = null;
      return send(res, 200, { response: null, client: null });
    }
    // Sign-up by transfer of an external identity that has no account yet: allowed (the account
    // is created and signed in) or refused (a callback error).
    if (route === 'POST /v1/client/sign_ups') {
      if (!signUpAllowed || form.get('transfer') !== 'true')
        return apiError(res, 422, 'not_allowed_access', 'Sign-ups are not allowed for this account.');
      activate();
      signIn = null;
      return withClient(res, {
        object: 'sign_up_attempt',
        id: 'sua_perch',
        status: 'complete',
        required_fields: [],
        optional_fields: [],
        missing_fields: [],
        unverified_fields: [],
        verifications: { email_address: null, phone_number: null, web3_wallet: null, external_account: null },
        username: null,
        email_address: user.email,
        phone_number: null,
        web3_wallet: null,
        external_account_strategy: null,
        external_account: null,
        has_password: false,
        unsafe_metadata: {},
        created_session_id: sessionId,
        created_user_id: user.id,
        abandon_at: now() + 86_400_000,
        legal_accepted_at: null,
      });
    }
    return apiError(res, 404, 'resource_not_found', `stand-in has no ${route}`);
  });

  const backend = createHttpServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://backend');
    seen.push(`backend ${req.method} ${url.pathname}`);
    const known = USERS.find((u) => url.pathname === `/v1/users/${u.id}`);
    if (req.method === 'GET' && known) return send(res, 200, userJson(known));
    const revoke = /^\/v1\/sessions\/([^/]+)\/revoke$/.exec(url.pathname);
    const revoked = revoke && USERS.find((u) => revoke[1]!.startsWith(`${u.sessionId}_`));
    if (req.method === 'POST' && revoked) {
      if (revoke[1] === sessionId) {
        sessionActive = false;
        lastActive = null;
      }
      return send(res, 200, {
        object: 'session',
        id: revoke[1],
        user_id: revoked.id,
        client_id: CLIENT_ID,
        status: 'revoked',
        last_active_at: 1,
        expire_at: 2,
        abandon_at: 3,
        created_at: 1,
        updated_at: 1,
      });
    }
    return apiError(res, 404, 'resource_not_found', 'not found');
  });

  const frontendPort = await listen(frontend);
  const backendPort = await listen(backend);
  frontendOrigin = `https://127.0.0.1:${frontendPort}`;
  const host = `127.0.0.1:${frontendPort}`;
  return {
    publishableKey: `pk_live_${Buffer.from(`${host}$`).toString('base64')}`,
    secretKey: 'sk_live_perch_stand_in',
    jwtKey: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    apiUrl: `http://127.0.0.1:${backendPort}`,
    frontendOrigin,
    caFile,
    seen,
    get sessionId() {
      return sessionId;
    },
    proxied,
    oauthRedirects,
    enableOAuth: (enabled) => {
      oauth = enabled;
    },
    failScripts: (fail) => {
      scriptsFail = fail;
    },
    setCallbackState,
    reset,
    close: async () => {
      for (const server of [frontend, backend]) server.closeAllConnections();
      await Promise.all([frontend, backend].map((s) => new Promise((resolve) => s.close(resolve))));
      rmSync(caDir, { recursive: true, force: true });
    },
  };
}
