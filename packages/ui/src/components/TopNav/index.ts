export { TopNav, type TopNavProps } from './TopNav';
export { displayName, initials, isActiveLink, navLinks, type NavLink, type NavUser } from './navLinks';
