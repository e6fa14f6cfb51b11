// A local stand-in for Clerk that speaks its wire protocol, so the real clerk-js and Clerk UI
// bundles (devDependencies @clerk/clerk-js and @clerk/ui) run in Chromium without the network:
//   - over HTTPS (self-signed; the browser context ignores certificate errors) it plays the
//     frontend host: Clerk's CDN paths (/npm/@clerk/clerk-js@6/dist/…, /npm/@clerk/ui@1/dist/…)
//     served from node_modules, and a minimal Frontend API (/v1/environment, /v1/client, sign-in
//     with e-mail and password, sessions, tokens) for one production instance and one user;
//   - over HTTP it plays the Backend API our server calls (GET /v1/users/:id, POST
//     /v1/sessions/:id/revoke).
// Session tokens are RS256 JWTs signed with a key made here; the server verifies them with
// CLERK_JWT_KEY. Frontend API state is one client, reset between tests.
import { execFileSync } from 'node:child_process';
import { createSign, generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer as createHttpServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { createServer as createHttpsServer } from 'node:https';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './server';

export const STAND_IN_USER = { id: 'user_ada', email: 'ada@clerk.perch.test', password: 'analytical-engine', firstName: 'Ada', lastName: 'Lovelace' };
const SESSION_ID = 'sess_ada';
const CLIENT_ID = 'client_perch';

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
  /** Every request seen, "METHOD /path". */
  seen: string[];
  /** Makes Clerk's script URLs answer 500 (the "script failed to load" case). */
  failScripts(fail: boolean): void;
  setCallbackState(state: CallbackState): void;
  reset(): void;
  close(): Promise<void>;
}

function selfSignedCertificate(): { key: Buffer; cert: Buffer } {
  const dir = mkdtempSync(path.join(tmpdir(), 'perch-clerk-tls-'));
  try {
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1', '-keyout', path.join(dir, 'key.pem'), '-out', path.join(dir, 'cert.pem')], { stdio: 'ignore' });
    return { key: readFileSync(path.join(dir, 'key.pem')), cert: readFileSync(path.join(dir, 'cert.pem')) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const listen = (server: Server) => new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

async function readForm(req: IncomingMessage): Promise<URLSearchParams> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return new URLSearchParams(text);
}

const now = () => Date.now();

function userJson() {
  return {
    object: 'user',
    id: STAND_IN_USER.id,
    first_name: STAND_IN_USER.firstName,
    last_name: STAND_IN_USER.lastName,
    username: null,
    image_url: '',
    has_image: false,
    primary_email_address_id: 'idn_ada',
    primary_phone_number_id: null,
    primary_web3_wallet_id: null,
    email_addresses: [{ object: 'email_address', id: 'idn_ada', email_address: STAND_IN_USER.email, verification: { status: 'verified', strategy: 'email_code', attempts: null, expire_at: null }, linked_to: [], reserved: false, created_at: 1, updated_at: 1 }],
    phone_numbers: [],
    web3_wallets: [],
    external_accounts: [],
    enterprise_accounts: [],
    passkeys: [],
    organization_memberships: [],
    saml_accounts: [],
    public_metadata: {},
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
function environmentJson() {
  const attribute = (name: string, on: Partial<Record<string, unknown>> = {}) => ({
    enabled: false, required: false, used_for_first_factor: false, first_factors: [], used_for_second_factor: false, second_factors: [], verifications: [], verify_at_sign_up: false, name, ...on,
  });
  return {
    object: 'environment',
    id: 'env_perch',
    auth_config: { object: 'auth_config', id: 'aac_perch', single_session_mode: true, claimed_at: null, reverification: false },
    display_config: {
      object: 'display_config', id: 'display_config_perch', instance_environment_type: 'production', application_name: 'Perch',
      theme: { buttons: { font_color: '#ffffff', font_family: 'sans-serif', font_weight: '600' }, general: { color: '#D87A3F', padding: '1em', box_shadow: 'none', font_color: '#fafafa', font_family: 'sans-serif', border_radius: '0.375em', background_color: '#18181b', label_font_weight: '600' }, accounts: { background_color: '#18181b' } },
      preferred_sign_in_strategy: 'password', logo_image_url: '', favicon_image_url: '', home_url: '/', sign_in_url: '/login', sign_up_url: '/signup', user_profile_url: '/profile',
      after_sign_in_url: '/dashboard', after_sign_up_url: '/onboarding', after_sign_out_one_url: '/', after_sign_out_all_url: '/', after_switch_session_url: '/',
      branded: false, captcha_public_key: null, captcha_widget_type: null, captcha_provider: null, captcha_public_key_invisible: null, captcha_oauth_bypass: [], captcha_heartbeat: false,
      support_email: '', clerk_js_version: '6', organization_profile_url: '', create_organization_url: '', after_leave_organization_url: '', after_create_organization_url: '',
      google_one_tap_client_id: null, show_devmode_warning: false, terms_url: null, privacy_policy_url: null, waitlist_url: '', after_join_waitlist_url: '',
    },
    user_settings: {
      social: {},
      saml: { enabled: false },
      enterprise_sso: { enabled: false },
      attributes: {
        email_address: attribute('email_address', { enabled: true, required: true, used_for_first_factor: true, first_factors: ['email_code'], verifications: ['email_code'], verify_at_sign_up: true }),
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
      sign_up: { captcha_enabled: false, captcha_widget_type: 'smart', custom_action_required: false, progressive: true, mode: 'public', legal_consent_enabled: false },
      password_settings: { disable_hibp: true, min_length: 8, max_length: 72, require_special_char: false, require_numbers: false, require_uppercase: false, require_lowercase: false, show_zxcvbn: false, min_zxcvbn_strength: 0, enforce_hibp_on_sign_in: false, allowed_special_characters: '' },
      passkey_settings: { allow_autofill: false, show_sign_in_button: false },
    },
    organization_settings: { enabled: false, max_allowed_memberships: 5, actions: { admin_delete: true }, domains: { enabled: false, enrollment_modes: [], default_role: null } },
    commerce_settings: { billing: { enabled: false, has_paid_user_plans: false, has_paid_org_plans: false, user: { enabled: false, has_paid_plans: false }, organization: { enabled: false, has_paid_plans: false } } },
    api_keys_settings: { enabled: false, user_api_keys_enabled: false, orgs_api_keys_enabled: false },
    maintenance_mode: false,
  };
}

export async function startClerkStandIn({ tokenSeconds = 60 }: { tokenSeconds?: number } = {}): Promise<ClerkStandIn> {
  const { publicKey, privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const seen: string[] = [];
  let scriptsFail = false;
  let frontendOrigin = '';
  let signIn: Record<string, unknown> | null = null;
  let sessionActive = false;
  let lastActive: string | null = null;
  let signUpAllowed = false;

  const sign = (claims: Record<string, unknown>) => {
    const t = Math.floor(now() / 1000);
    const b64 = (v: object) => Buffer.from(JSON.stringify(v)).toString('base64url');
    const body = `${b64({ alg: 'RS256', typ: 'JWT', kid: 'ins_perch' })}.${b64({ sub: STAND_IN_USER.id, sid: SESSION_ID, iss: frontendOrigin, iat: t - 2, nbf: t - 2, exp: t + tokenSeconds, v: 2, ...claims })}`;
    return `${body}.${createSign('RSA-SHA256').update(body).sign(privateKey).toString('base64url')}`;
  };
  const sessionJson = () => ({
    object: 'session', id: SESSION_ID, status: 'active', expire_at: now() + 86_400_000, abandon_at: now() + 86_400_000, last_active_at: now(),
    last_active_organization_id: null, actor: null, tasks: null, factor_verification_age: [0, -1],
    user: userJson(),
    public_user_data: { first_name: STAND_IN_USER.firstName, last_name: STAND_IN_USER.lastName, image_url: '', has_image: false, identifier: STAND_IN_USER.email },
    last_active_token: { object: 'token', jwt: sign({}) },
    created_at: now(), updated_at: now(),
  });
  const signUpJson = () => null;
  const clientJson = () => ({
    object: 'client', id: CLIENT_ID,
    sessions: sessionActive ? [sessionJson()] : [],
    sign_in: signIn, sign_up: signUpJson(),
    last_active_session_id: lastActive,
    captcha_bypass: false, cookie_expires_at: null, created_at: 1, updated_at: now(),
  });
  const signInJson = (status: string, extra: Record<string, unknown> = {}) => ({
    object: 'sign_in_attempt', id: 'sia_perch', status,
    supported_identifiers: ['email_address'], identifier: STAND_IN_USER.email,
    supported_first_factors: [{ strategy: 'password' }], supported_second_factors: null,
    first_factor_verification: null, second_factor_verification: null,
    user_data: { first_name: STAND_IN_USER.firstName, last_name: STAND_IN_USER.lastName, image_url: '', has_image: false },
    created_session_id: null, abandon_at: now() + 86_400_000, ...extra,
  });
  const reset = () => {
    signIn = null;
    sessionActive = false;
    lastActive = null;
    scriptsFail = false;
    signUpAllowed = false;
  };

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

  const frontend = createHttpsServer(selfSignedCertificate(), async (req, res) => {
    const url = new URL(req.url ?? '/', frontendOrigin);
    const method = url.searchParams.get('_method') ?? req.method ?? 'GET';
    seen.push(`${method} ${url.pathname}`);
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
      if (scriptsFail || !file.startsWith(dir + path.sep)) return apiError(res, 500, 'unavailable', 'scripts unavailable');
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
    if (route === 'GET /v1/environment') return send(res, 200, environmentJson());
    if (route === 'GET /v1/client' || route === 'POST /v1/client' || route === 'PUT /v1/client') return send(res, 200, { response: clientJson(), client: null });
    if (route === 'POST /v1/client/sign_ins') {
      const identifier = form.get('identifier')?.toLowerCase();
      if (identifier !== STAND_IN_USER.email) return apiError(res, 422, 'form_identifier_not_found', "Couldn't find your account.");
      signIn = signInJson('needs_first_factor');
      return withClient(res, signIn);
    }
    if (route === 'GET /v1/client/sign_ins/sia_perch' && signIn) return withClient(res, signIn);
    if (route === 'POST /v1/client/sign_ins/sia_perch/attempt_first_factor') {
      if (form.get('strategy') !== 'password' || form.get('password') !== STAND_IN_USER.password) {
        return apiError(res, 422, 'form_password_incorrect', 'Password is incorrect. Try again, or use another method.');
      }
      sessionActive = true;
      lastActive = SESSION_ID;
      signIn = signInJson('complete', { created_session_id: SESSION_ID, identifier: STAND_IN_USER.email });
      return withClient(res, signIn);
    }
    if (url.pathname === `/v1/client/sessions/${SESSION_ID}/touch` && sessionActive) {
      lastActive = SESSION_ID;
      return withClient(res, sessionJson());
    }
    if (url.pathname.startsWith(`/v1/client/sessions/${SESSION_ID}/tokens`) && sessionActive) return send(res, 200, { object: 'token', jwt: sign({}) });
    if (url.pathname === `/v1/client/sessions/${SESSION_ID}/end` || url.pathname === `/v1/client/sessions/${SESSION_ID}/remove`) {
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
      if (!signUpAllowed || form.get('transfer') !== 'true') return apiError(res, 422, 'not_allowed_access', 'Sign-ups are not allowed for this account.');
      sessionActive = true;
      lastActive = SESSION_ID;
      signIn = null;
      return withClient(res, {
        object: 'sign_up_attempt', id: 'sua_perch', status: 'complete', required_fields: [], optional_fields: [], missing_fields: [], unverified_fields: [],
        verifications: { email_address: null, phone_number: null, web3_wallet: null, external_account: null },
        username: null, email_address: STAND_IN_USER.email, phone_number: null, web3_wallet: null, external_account_strategy: null, external_account: null,
        has_password: false, unsafe_metadata: {}, created_session_id: SESSION_ID, created_user_id: STAND_IN_USER.id, abandon_at: now() + 86_400_000, legal_accepted_at: null,
      });
    }
    return apiError(res, 404, 'resource_not_found', `stand-in has no ${route}`);
  });

  const backend = createHttpServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://backend');
    seen.push(`backend ${req.method} ${url.pathname}`);
    if (req.method === 'GET' && url.pathname === `/v1/users/${STAND_IN_USER.id}`) return send(res, 200, userJson());
    if (req.method === 'POST' && url.pathname === `/v1/sessions/${SESSION_ID}/revoke`) {
      sessionActive = false;
      lastActive = null;
      return send(res, 200, { object: 'session', id: SESSION_ID, user_id: STAND_IN_USER.id, client_id: CLIENT_ID, status: 'revoked', last_active_at: 1, expire_at: 2, abandon_at: 3, created_at: 1, updated_at: 1 });
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
    seen,
    failScripts: (fail) => {
      scriptsFail = fail;
    },
    setCallbackState(state) {
      if (state === 'oauth-complete') {
        // The provider sent the visitor back and Clerk's Frontend API completed the sign-in: the
        // client already holds the new session, which clerk-js takes as the active one on load.
        sessionActive = true;
        lastActive = SESSION_ID;
        signIn = signInJson('complete', { created_session_id: SESSION_ID });
      } else if (state === 'oauth-new-user' || state === 'oauth-transfer-refused') {
        // No account for this external identity: handleRedirectCallback asks for a sign-up by
        // transfer, which creates the account or is refused.
        signUpAllowed = state === 'oauth-new-user';
        signIn = signInJson('needs_identifier', { first_factor_verification: { status: 'transferable', strategy: 'oauth_google', attempts: null, expire_at: null, error: { code: 'external_account_not_found', message: 'not found', meta: {} } } });
      } else {
        signIn = null;
      }
    },
    reset,
    close: async () => {
      await Promise.all([frontend, backend].map((s) => new Promise((resolve) => s.close(resolve))));
    },
  };
}
