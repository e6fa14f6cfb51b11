// Plain data apart from the component, so a server page (the admin dashboard) can read the
// labels without pulling the component's styles into its page.
/** How each status reads to the person who asked. */
export const TOOL_REQUEST_STATUS_LABELS = {
  submitted: 'Submitted',
  reviewing: 'Under review',
  planned: 'Planned',
  added: 'Added',
  declined: 'Not planned',
  queued: 'Waiting to send',
} as const;
