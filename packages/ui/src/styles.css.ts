// The global styles: the theme's variables on :root, then the reset. `@perch/ui/styles.css`
// resolves here inside this repository (perch-source condition); the published package ships
// it, with every component's styles, as dist/styles.css.
import './theme/theme.css';
import './theme/reset.css';
