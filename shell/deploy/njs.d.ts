// What njs 0.7 (nginx's JavaScript module, which runs njs-handlers.js) gives the handlers, as far as they use it.
// njs's own type package is not a dependency of the site; these lines follow its names (NginxHTTPRequest).
// Global to the shell's Node type-check (tsconfig.node.json), not to its browser code: only njs-handlers.js uses them.

/** The request a handler is called with (`js_content include_step.page`). */
interface NginxHTTPRequest {
  /** nginx variables; the handlers read only those their location sets (nginx-config.js), so each is there. */
  readonly variables: Readonly<Record<string, string>>;
  readonly headersOut: Record<string, string>;
  return(status: number, body?: string): void;
  warn(message: string): void;
  subrequest(uri: string): Promise<NginxHTTPRequest & { readonly status: number; readonly responseText: string }>;
}

interface NginxFetchResponse {
  readonly status: number;
  text(): Promise<string>;
}

declare const ngx: {
  fetch(url: string, options?: { max_response_body_size?: number; headers?: Record<string, string> }): Promise<NginxFetchResponse>;
};
