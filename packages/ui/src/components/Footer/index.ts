export {
  EXPAND_FOOTER_LABEL,
  Footer,
  footerLegalLinks,
  footerProductLinks,
  footerSocialLinks,
  HIDE_FOOTER_LABEL,
  TAGLINE,
  type FooterProps,
} from './Footer';
