import { startSmtpPeer } from '../../setup/smtp-peer.ts';

/**
 * The tests' SMTP peer in a process of its own, so parsing what it receives does not take CPU from
 * the worker under test. Prints `listening <port>`, then `received <Message-ID> <epoch ms>` for every
 * message it accepted (answered 250), with the time it accepted it.
 */
async function main(): Promise<void> {
  const peer = await startSmtpPeer();
  process.stdout.write(`listening ${peer.port}\n`);
  let reported = 0;
  const timer = setInterval(() => {
    const lines: string[] = [];
    for (; reported < peer.messages.length; reported++) {
      const message = peer.messages[reported]!;
      lines.push(`received ${message.messageId} ${message.receivedAt.getTime()}\n`);
    }
    if (lines.length > 0) process.stdout.write(lines.join(''));
  }, 10);
  process.once('SIGTERM', () => {
    clearInterval(timer);
    void peer.close().then(() => process.exit(0));
  });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
