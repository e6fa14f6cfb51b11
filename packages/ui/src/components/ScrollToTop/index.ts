export { ScrollToTop, SCROLL_TO_TOP_LABEL, SCROLL_TO_TOP_THRESHOLD_PX, type ScrollToTopProps } from './ScrollToTop';
