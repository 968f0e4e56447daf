import { SEED } from './seed';
import { startSimulator } from './server';

const port = Number(process.env.NS_SIM_PORT ?? 8090);
const socketPort = Number(process.env.NS_SIM_SOCKET_PORT ?? 8001);
const host = process.env.NS_SIM_HOST ?? '127.0.0.1';
const tokenLifetimeS = process.env.NS_SIM_TOKEN_LIFETIME_S ? Number(process.env.NS_SIM_TOKEN_LIFETIME_S) : undefined;

startSimulator({ port, socketPort, host, tokenLifetimeS })
  .then((sim) => {
    console.log(`[ns-sim] ns-api   ${sim.url}/ns-api/`);
    console.log(`[ns-sim] socket   ${sim.socketUrl}`);
    console.log(`[ns-sim] control  ${sim.url}/__control/`);
    console.log(`[ns-sim] client   ${SEED.client.id} / ${SEED.client.secret}`);
    console.log(`[ns-sim] users    super@acme, super@globex / ${SEED.superPassword}; <ext>@<domain-prefix> / ${SEED.userPassword}`);
    const stop = () => {
      sim.close().then(() => process.exit(0), () => process.exit(1));
    };
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  })
  .catch((err: unknown) => {
    console.error('[ns-sim] failed to start', err);
    process.exit(1);
  });
