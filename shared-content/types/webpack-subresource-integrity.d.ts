// The one internal of webpack-subresource-integrity (pinned exactly in package.json) that tooling/webpack.js
// uses: the placeholder it writes for a chunk's hash until the chunk's file is hashed.
declare module 'webpack-subresource-integrity/util' {
  export function makePlaceholder(hashFuncNames: [string, ...string[]], id: string | number): string;
}
