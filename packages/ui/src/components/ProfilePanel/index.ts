export { ProfilePanel, profilePanelModes, type ProfilePanelMode, type ProfilePanelProps } from './ProfilePanel';
export { PROFILE_ENDPOINT, PROFILE_TEXT, saveProfileNames, validNames, type ProfileNames, type ProfileUser } from './profile';
