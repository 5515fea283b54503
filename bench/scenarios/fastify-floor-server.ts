// The trivial-route floor: a bare Fastify process answering a constant JSON, so
// the report shows what this machine's HTTP stack alone costs. Prints its URL once listening.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/', async () => ({ hello: 'world' }));
const address = await app.listen({ port: 0, host: '127.0.0.1' });
process.stdout.write(`${address}\n`);
process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
