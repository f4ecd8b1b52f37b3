// Writes a brotli and a gzip copy beside every compressible output file, so servers (nginx
// gzip_static/brotli_static, the embedded server) send them as they are, with no compression per request.
// Not HTML: the shell's HTML is composed per request (server-side includes), so it is compressed then.
const zlib = require('node:zlib');

const compressible = /\.(js|css|json|svg|txt|xml|webmanifest)$/;
const MIN_BYTES = 1024;

class PrecompressPlugin {
  /** @param {import('webpack').Compiler} compiler */
  apply(compiler) {
    const { RawSource } = compiler.webpack.sources;
    compiler.hooks.thisCompilation.tap('PrecompressPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PrecompressPlugin', stage: compiler.webpack.Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_TRANSFER },
        (assets) => {
          for (const [name, source] of Object.entries(assets)) {
            if (!compressible.test(name) || name.endsWith('.map')) continue;
            const content = source.buffer();
            if (content.length < MIN_BYTES) continue;
            compilation.emitAsset(`${name}.gz`, new RawSource(zlib.gzipSync(content, { level: 9 })));
            compilation.emitAsset(
              `${name}.br`,
              new RawSource(zlib.brotliCompressSync(content, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } })),
            );
          }
        },
      );
    });
  }
}

module.exports = { PrecompressPlugin };
