/**
 * @module vitest globalSetup for the Workers project (runs in Node): starts the real mail catcher
 * so Worker tests deliver over real SMTP, and provides its SMTP port and web view URL (vitest.config
 * turns the port into SMTP_* bindings; tests read the catcher's JSON API), plus two broken peers
 * for failure tests: a port where nothing listens, and a server that greets and then hangs up.
 */
import net from 'node:net';
import type { TestProject } from 'vitest/node';
import { startSmtpCatcher } from './smtp.ts';

/** A port that was free a moment ago: bound, then released. */
async function closedPort(): Promise<number> {
  const server = net.createServer().listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** Greets like an SMTP server, then closes the connection at the first command. */
async function hangUpServer(): Promise<net.Server> {
  const server = net.createServer((socket) => {
    socket.on('error', () => {});
    socket.write('220 hang-up.test ESMTP\r\n');
    socket.once('data', () => socket.end());
  });
  server.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return server;
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const catcher = await startSmtpCatcher({ cap: 5000 });
  const hangUp = await hangUpServer();
  project.provide('smtpPort', catcher.smtpPort);
  project.provide('mailWebUrl', catcher.url);
  project.provide('closedSmtpPort', await closedPort());
  project.provide('hangUpSmtpPort', (hangUp.address() as net.AddressInfo).port);
  return async () => {
    hangUp.close();
    await catcher.stop();
  };
}
