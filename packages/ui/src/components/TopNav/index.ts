export { TopNav, type TopNavProps } from './TopNav';
export { Avatar, SIGN_OUT_ACTION, UserMenu, type UserMenuProps } from './UserMenu';
export { dismissMenus } from './dismissMenus';
export { displayName, initials, isActiveLink, navLinks, type NavLink, type NavUser } from './navLinks';
