// s3rver in a process of its own, started by ./s3.ts with `--openssl-legacy-provider`: s3rver
// encrypts ListObjectsV2 continuation tokens with DES, which Node's OpenSSL 3 only offers through
// the legacy provider, so paged listings would fail in the test's own process.
// Arguments: <folder> <bucket>. Prints `{"port":…}` once listening; stops on SIGTERM or stdin's end.
import S3rver from 's3rver';

const [directory, bucket] = process.argv.slice(2);
const server = new S3rver({
  address: '127.0.0.1',
  port: 0,
  silent: true,
  directory,
  configureBuckets: [{ name: bucket }],
});
const { port } = await server.run();
process.stdout.write(`${JSON.stringify({ port })}\n`);
const stop = () => server.close().finally(() => process.exit(0));
process.on('SIGTERM', stop);
process.stdin.on('end', stop);
process.stdin.resume();
