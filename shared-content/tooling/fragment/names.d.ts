// Types of names.js for browser code, which reads the placeholder for a remote's origin.
export const REMOTE_ORIGIN: string;
