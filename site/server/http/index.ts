export { DEFAULT_BODY_LIMIT_BYTES, fieldErrors, formAs, readForm, readFormAs, readJson, readRawText } from './body';
export { errorResponse, HttpError, json, type ErrorBody } from './errors';
export {
  DATABASE_RETRY_AFTER_S,
  DATABASE_UNAVAILABLE_MESSAGE,
  DISK_FULL_MESSAGE,
  DISK_FULL_RETRY_AFTER_S,
  route,
  toErrorResponse,
} from './route';
export { acceptsEventStream, eventText, progressiveResponse } from './eventStream';
