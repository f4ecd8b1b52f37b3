// The contact service's limits, with no imports so that every side reads them from here: the service
// itself (http.js, config.js, index.js) and the nginx generator in front of it (shell/deploy/nginx-service.js),
// which must be readable from a fresh clone, before the contact page is built.

/** The largest contact post the service reads, in bytes. */
const MAX_BODY_BYTES = 32 * 1024;

/** Posts one visitor may send per minute before being asked to call instead. */
const POSTS_PER_MINUTE = 10;

module.exports = { MAX_BODY_BYTES, POSTS_PER_MINUTE };
