export { TopNav, type TopNavProps } from './TopNav';
export { Avatar, SIGN_OUT_ACTION, UserMenu, type UserMenuProps } from './UserMenu';
export { dismissMenus } from './dismissMenus';
export {
  APPS_HINT,
  DASHBOARD_HINT,
  displayName,
  initials,
  isActiveLink,
  navLinks,
  type NavLink,
  type NavUser,
} from './navLinks';
