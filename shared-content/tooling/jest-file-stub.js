// An imported image in tests: a file on the remote's own origin, as the build writes it into a fragment.
module.exports = '%REMOTE_ORIGIN%/assets/test-file-stub.svg';
