/** Why an outbound request did not give an answer. */
export type OutboundRefusal =
  | 'bad_url'
  | 'unsupported_scheme'
  | 'credentials_in_url'
  | 'blocked_address'
  | 'blocked_port'
  | 'not_found'
  | 'too_many_redirects'
  | 'timeout'
  | 'too_large'
  | 'unsupported_content_type'
  | 'connection_failed';

const MESSAGES: Record<OutboundRefusal, string> = {
  bad_url: 'That is not a web address.',
  unsupported_scheme: 'Only http:// and https:// addresses can be fetched.',
  credentials_in_url: 'Web addresses with a user name or password are not fetched.',
  blocked_address: 'That address is not on the public internet, so it is not fetched.',
  blocked_port: 'Only the standard web ports (80 and 443) are fetched.',
  not_found: 'No such site: its name does not resolve.',
  too_many_redirects: 'The site redirected too many times.',
  timeout: 'The site took too long to answer.',
  too_large: 'The page is too large to read.',
  unsupported_content_type: 'That address is not a web page or a calendar file.',
  connection_failed: 'The site could not be reached.',
};

/** A refused or failed outbound request, with a sentence a person can act on. */
export class OutboundError extends Error {
  constructor(
    readonly reason: OutboundRefusal,
    detail?: string,
  ) {
    super(detail ?? MESSAGES[reason]);
    this.name = 'OutboundError';
  }
}

/** The request's failure as an OutboundError (a socket error becomes connection_failed or not_found). */
export function asOutboundError(err: unknown): OutboundError {
  if (err instanceof OutboundError) {
    return err;
  }
  const cause = (err as { cause?: unknown } | null)?.cause;
  if (cause instanceof OutboundError) {
    return cause;
  }
  const code = (err as { code?: unknown } | null)?.code;
  if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EAI_NODATA') {
    return new OutboundError('not_found');
  }
  return new OutboundError('connection_failed');
}
