/** Build-time constant from webpack's DefinePlugin (see webpack.config.js); '' when not configured. */
declare const __CONTACT_FORM_ENDPOINT__: string;
/** This remote's public URL, set by webpack at run time (undefined outside a bundle, e.g. in jest). */
declare const __webpack_public_path__: string;
