/// <reference types="astro/client" />

declare namespace App {
  interface Locals {
    /** Random id of this request, logged with errors and sent back as X-Request-Id. */
    requestId: string;
  }
}
