export { ProfilePanel, profilePanelModes, type ProfilePanelMode, type ProfilePanelProps } from './ProfilePanel';
export {
  isQueuedSave,
  PROFILE_ENDPOINT,
  PROFILE_TEXT,
  saveProfileNames,
  validNames,
  type ProfileNames,
  type ProfileUser,
  type QueuedSave,
} from './profile';
