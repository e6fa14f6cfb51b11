import { useId, useState, type FormEvent, type HTMLAttributes } from 'react';
import { toast } from '../../stores/toasts';
import { button } from '../private/button.css';
import {
  isQueuedSave,
  PROFILE_TEXT,
  saveProfileNames,
  validNames,
  type ProfileNames,
  type ProfileUser,
  type QueuedSave,
} from './profile';
import * as styles from './ProfilePanel.css';

export const profilePanelModes = ['viewing', 'editing', 'saving'] as const;
export type ProfilePanelMode = (typeof profilePanelModes)[number];

export interface ProfilePanelProps extends Omit<HTMLAttributes<HTMLElement>, 'onChange'> {
  user: ProfileUser;
  /** Saves the names; defaults to PATCH /api/auth/user. Rejects with a message on failure. */
  // biome-ignore lint/suspicious/noConfusingVoidType: a handler that returns nothing (an async function without a value) is allowed
  onSave?: (names: ProfileNames) => Promise<Partial<ProfileUser> | QueuedSave | void>;
  /** Called with the user after a successful save (e.g. to update the navigation). */
  onSaved?: (user: ProfileUser) => void;
  /** Start in this mode (documentation and tests). */
  initialMode?: ProfilePanelMode;
}

function Row({ label, value, children }: { label: string; value: string | null; children?: React.ReactNode }) {
  const empty = !value?.trim();
  return (
    <div className={styles.row} data-part="row">
      <dt className={styles.term}>{label}</dt>
      <dd className={styles.value} data-empty={empty || undefined}>
        {empty ? PROFILE_TEXT.notSet : value}
        {children}
      </dd>
    </div>
  );
}

function NameInput({
  label,
  name,
  autoComplete,
  draft,
  setDraft,
  disabled,
  autoFocus = false,
}: {
  label: string;
  name: keyof ProfileNames;
  autoComplete: string;
  draft: ProfileNames;
  setDraft: (update: (d: ProfileNames) => ProfileNames) => void;
  disabled: boolean;
  autoFocus?: boolean;
}) {
  return (
    <label className={styles.field}>
      <span className={styles.term}>{label}</span>
      <input
        className={styles.input}
        name={name}
        autoComplete={autoComplete}
        maxLength={100}
        value={draft[name]}
        disabled={disabled}
        onChange={(e) => setDraft((d) => ({ ...d, [name]: e.target.value }))}
        // biome-ignore lint/a11y/noAutofocus: only where the caller asks, on a page whose one task is this form (onboarding)
        autoFocus={autoFocus}
      />
    </label>
  );
}

/**
 * The profile panel (spec §2): names and email with the verification status; "Edit Profile"
 * switches to editing the first and last name, "Save Changes" saves (a saving state while the
 * request runs) and "Cancel" goes back. Outcomes are told with toasts (spec §8).
 */
export function ProfilePanel({
  user: initialUser,
  onSave,
  onSaved,
  initialMode = 'viewing',
  className,
  ...rest
}: ProfilePanelProps) {
  const [user, setUser] = useState(initialUser);
  const [mode, setMode] = useState<ProfilePanelMode>(initialMode);
  const [draft, setDraft] = useState<ProfileNames>({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' });
  const id = useId();
  const headingId = `${id}-heading`;

  const edit = () => {
    setDraft({ firstName: user.firstName ?? '', lastName: user.lastName ?? '' });
    setMode('editing');
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mode === 'saving') return;
    const names = validNames(draft);
    if (!names) {
      toast({ title: PROFILE_TEXT.missingTitle, description: PROFILE_TEXT.missingDescription, variant: 'destructive' });
      return;
    }
    setMode('saving');
    try {
      const saved = (await (onSave ?? saveProfileNames)(names)) ?? {};
      if (isQueuedSave(saved)) {
        // Offline: shown as edited now; the server gets it when the connection returns.
        setUser({ ...user, ...names });
        setMode('viewing');
        toast({ title: PROFILE_TEXT.queuedTitle, description: saved.message });
        return;
      }
      const next = { ...user, ...names, ...saved };
      setUser(next);
      setMode('viewing');
      toast({ title: PROFILE_TEXT.successTitle, description: PROFILE_TEXT.successDescription });
      onSaved?.(next);
    } catch (error) {
      setMode('editing');
      const message = error instanceof Error && error.message ? error.message : PROFILE_TEXT.failureFallback;
      toast({ title: PROFILE_TEXT.failureTitle, description: message, variant: 'destructive' });
    }
  };

  const saving = mode === 'saving';
  return (
    <section
      aria-labelledby={rest['aria-label'] ? undefined : headingId}
      data-part="profile-panel"
      data-state={mode}
      className={[styles.root, className].filter(Boolean).join(' ')}
      {...rest}
    >
      <header className={styles.header}>
        <h2 id={headingId} className={styles.heading}>
          Profile
        </h2>
        {mode === 'viewing' ? (
          <button type="button" className={button({ tone: 'secondary', size: 'sm' })} onClick={edit}>
            Edit Profile
          </button>
        ) : null}
      </header>
      {mode === 'viewing' ? (
        <dl className={styles.list}>
          <Row label="First name" value={user.firstName} />
          <Row label="Last name" value={user.lastName} />
          <Row label="Email" value={user.email}>
            <span className={styles.status} data-verified={user.emailVerified}>
              {user.emailVerified ? PROFILE_TEXT.verified : PROFILE_TEXT.notVerified}
            </span>
          </Row>
        </dl>
      ) : (
        // noValidate: the spec's "Missing fields" toast is the one message for empty names.
        <form className={styles.form} onSubmit={submit} noValidate aria-busy={saving}>
          <div className={styles.fields}>
            <NameInput
              label="First name"
              name="firstName"
              autoComplete="given-name"
              draft={draft}
              setDraft={setDraft}
              disabled={saving}
              autoFocus
            />
            <NameInput
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              draft={draft}
              setDraft={setDraft}
              disabled={saving}
            />
          </div>
          <p className={styles.email}>
            {user.email} · {user.emailVerified ? PROFILE_TEXT.verified : PROFILE_TEXT.notVerified}
          </p>
          <div className={styles.actions}>
            <button type="submit" className={button({ tone: 'primary' })} disabled={saving}>
              {saving ? 'Saving…' : 'Save Changes'}
            </button>
            <button
              type="button"
              className={button({ tone: 'ghost' })}
              disabled={saving}
              onClick={() => setMode('viewing')}
            >
              Cancel
            </button>
          </div>
        </form>
      )}
    </section>
  );
}
