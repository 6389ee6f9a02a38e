// The ceiling of `platform.api_rps`: a bare Fastify hello-world, started like the product server
// (same node flags, HOST and PORT from the environment) and loaded by the same generator.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/api/health', async () => ({ status: 'ok' }));
app.get('/api/auth/me', async () => ({ hello: 'world' }));
await app.listen({ host: process.env.HOST, port: Number(process.env.PORT) });
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
