// The contact service's limits, with no imports so that every side reads them from here: the service
// itself (http.js, config.js, index.js) and the nginx generator in front of it (shell/deploy/nginx-service.js),
// which must be readable from a fresh clone, before the contact page is built.

/** The largest contact post the service reads, in bytes. */
const MAX_BODY_BYTES = 32 * 1024;

/** Posts one visitor may send per minute before being asked to call instead. */
const POSTS_PER_MINUTE = 10;

/**
 * Requests mailed to the business in any 24 hours; beyond it requests are kept, not mailed (a bot's flood
 * costs the inbox at most this), and staff read them with `npm run requests -w mf-contact -- --held`.
 */
const MAILS_PER_DAY = 50;

module.exports = { MAILS_PER_DAY, MAX_BODY_BYTES, POSTS_PER_MINUTE };
