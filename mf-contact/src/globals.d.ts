/** Build-time constant from webpack's DefinePlugin (see webpack.config.js); '' when not configured. */
declare const __CONTACT_FORM_ENDPOINT__: string;
