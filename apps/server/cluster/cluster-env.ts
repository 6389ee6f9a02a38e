/** What the test script hands the cluster tests: a PostgreSQL server and an S3-compatible one. */
export function clusterEnv() {
  const need = (name: string) => {
    const value = process.env[name];
    if (!value) throw new Error(`${name} is not set: run these tests with \`npm test -- cluster\``);
    return value;
  };
  return {
    databaseUrl: () => need('CLUSTER_DATABASE_URL'),
    s3: () => ({
      endpoint: need('S3_TEST_ENDPOINT'),
      region: process.env.S3_TEST_REGION ?? 'us-east-1',
      accessKeyId: need('S3_TEST_ACCESS_KEY_ID'),
      secretAccessKey: need('S3_TEST_SECRET_ACCESS_KEY'),
    }),
  };
}
