export { CrashScreen, CRASH_MESSAGE, CRASH_REFRESH_LABEL, CRASH_TITLE, type CrashScreenProps } from './CrashScreen';
export { ErrorBoundary, withErrorBoundary, type ErrorBoundaryProps } from './ErrorBoundary';
export { ERROR_REPORT_URL, reportError, toErrorReport, type ErrorReport } from './reportError';
